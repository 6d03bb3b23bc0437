import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { z } from 'zod';
import {
  DateTimeField,
  LocalizedTextField,
  ResourceForm,
  SelectField,
  SortableList,
  TextField,
  consoleKitReady,
  useResourceForm,
} from '@taesung/shared/console';
import { overlayStore } from './overlay-store.ts';
import { renderConsole } from './test-support/render-console.tsx';

beforeAll(() => consoleKitReady);
afterEach(() => overlayStore.reset());

const bannerInput = z.object({
  title: z.object({ ko: z.string().min(1).max(10), en: z.string().max(10) }),
  placement: z.enum(['home', 'practice']),
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  phone: z.string(),
});

function BannerForm({ onSubmit }: { onSubmit: (values: z.output<typeof bannerInput>) => Promise<unknown> }) {
  const form = useResourceForm({
    schema: bannerInput,
    defaultValues: { title: { ko: '', en: '' }, placement: 'home', startsAt: '2026-05-01T00:00:00.000Z', phone: '' },
    onSubmit,
  });
  return (
    <ResourceForm form={form}>
      <LocalizedTextField name="title" label="Title" required />
      <SelectField
        name="placement"
        label="Placement"
        options={[
          { value: 'home', label: 'Home' },
          { value: 'practice', label: 'Practice' },
        ]}
      />
      <DateTimeField name="startsAt" label="Starts" />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        format={(value) => value.replace(/\D/g, '').replace(/^(\d{3})(\d{4})(\d{1,4})$/, '$1-$2-$3')}
      />
    </ResourceForm>
  );
}

describe('the bound fields', () => {
  it('label the Korean and English pair in the page language, show times in Korean time and save instants', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve());
    renderConsole(<BannerForm onSubmit={onSubmit} />, { locale: 'en' });

    const starts = screen.getByLabelText('Starts');
    expect(starts).toHaveValue('2026-05-01T09:00');
    expect(starts).toHaveAccessibleDescription('Korea time');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: /Title \(Korean\)/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByRole('textbox', { name: 'Title (English)' })).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByRole('textbox', { name: /Title \(Korean\)/ }), '봄 상담');
    await user.type(screen.getByRole('textbox', { name: 'Title (English)' }), 'Spring hours, longer');
    await user.selectOptions(screen.getByLabelText('Placement'), 'Practice');
    await user.clear(starts);
    await user.type(starts, '2026-06-15T18:30');
    await user.type(screen.getByLabelText('Phone'), '01012345678');
    expect(screen.getByLabelText('Phone')).toHaveValue('010-1234-5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Title (English)' })).toHaveAccessibleDescription(
      'Enter at most 10 characters.',
    );

    await user.clear(screen.getByRole('textbox', { name: 'Title (English)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]).toEqual([
      {
        title: { ko: '봄 상담', en: '' },
        placement: 'practice',
        startsAt: '2026-06-15T09:30:00.000Z',
        phone: '010-1234-5678',
      },
    ]);
  });
});

function Order() {
  const [items, setItems] = useState(['이혼', '상속', '양육권']);
  return (
    <SortableList
      items={items}
      itemKey={(item) => item}
      label="분야 순서"
      renderItem={(item) => item}
      onReorder={setItems}
    />
  );
}

describe('a sortable list', () => {
  it('moves an item with its visible buttons, named after the item', async () => {
    const user = userEvent.setup();
    renderConsole(<Order />);
    const list = screen.getByRole('list', { name: '분야 순서' });
    expect(within(list).getByRole('button', { name: '이혼 위로 이동' })).toBeDisabled();

    await user.click(within(list).getByRole('button', { name: '양육권 위로 이동' }));
    const order = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => ['이혼', '상속', '양육권'].find((name) => item.textContent?.includes(name)));
    expect(order()).toEqual(['이혼', '양육권', '상속']);
    await user.click(within(list).getByRole('button', { name: '이혼 아래로 이동' }));
    expect(order()).toEqual(['양육권', '이혼', '상속']);
  });
});
