import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { PhoneField, ResourceForm, consoleKitReady, useResourceForm } from '@taesung/shared/console';
import { overlayStore } from './overlay-store.ts';
import { renderConsole } from './test-support/render-console.tsx';

beforeAll(() => consoleKitReady);
afterEach(() => overlayStore.reset());

const contact = z.object({ phone: z.string().regex(/^0\d{1,2}-\d{3,4}-\d{4}$/) });

function ContactForm({
  onSubmit,
  phone = '',
}: {
  onSubmit: (values: z.output<typeof contact>) => Promise<unknown>;
  phone?: string;
}) {
  const form = useResourceForm({ schema: contact, defaultValues: { phone }, onSubmit });
  return (
    <ResourceForm form={form}>
      <PhoneField name="phone" label="연락처" required />
    </ResourceForm>
  );
}

describe('PhoneField', () => {
  it('hyphenates while typing, keeps the caret where an edit was made, and saves the written number', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve());
    renderConsole(<ContactForm onSubmit={onSubmit} />);
    const phone = screen.getByRole('textbox', { name: /연락처/ });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAccessibleDescription(/예: 010-1234-5678/);

    await user.type(phone, '0311234567');
    expect(phone).toHaveValue('031-123-4567');
    await user.type(phone, '8');
    expect(phone).toHaveValue('031-1234-5678');

    const input = phone as HTMLInputElement;
    input.setSelectionRange(4, 4);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('031-234-5678');
    expect(input.selectionStart).toBe(2);
    await user.keyboard('1');
    expect(input).toHaveValue('031-1234-5678');
    expect(input.selectionStart).toBe(3);

    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onSubmit).toHaveBeenCalledWith({ phone: '031-1234-5678' });
  });

  it('leaves a composition alone and formats what it committed', () => {
    renderConsole(<ContactForm onSubmit={() => Promise.resolve()} phone="02-123" />);
    const phone = screen.getByRole('textbox', { name: /연락처/ }) as HTMLInputElement;
    phone.focus();
    fireEvent.compositionStart(phone);
    fireEvent.change(phone, { target: { value: '02-1234' }, nativeEvent: { isComposing: true } });
    expect(phone).toHaveValue('02-1234');
    fireEvent.compositionEnd(phone, { data: '4' });
    expect(phone).toHaveValue('02-123-4');
  });
});
