import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import {
  CheckboxField,
  RepeatableField,
  ResourceForm,
  TextField,
  consoleKitReady,
  useResourceForm,
} from '@taesung/shared/console';
import { overlayStore } from './overlay-store.ts';
import { renderConsole } from './test-support/render-console.tsx';

beforeAll(() => consoleKitReady);
afterEach(() => overlayStore.reset());

const profile = z.object({ lines: z.array(z.object({ text: z.string().min(1), bold: z.boolean() })).min(1) });
type Profile = z.output<typeof profile>;

function ProfileForm({
  onSubmit,
  lines,
}: {
  onSubmit: (values: Profile) => Promise<unknown>;
  lines: Profile['lines'];
}) {
  const form = useResourceForm({ schema: profile, defaultValues: { lines }, onSubmit });
  return (
    <ResourceForm form={form}>
      <RepeatableField
        name="lines"
        label="경력"
        itemLabel={(index) => `경력 ${index + 1}번째 줄`}
        addLabel="줄 추가"
        newItem={() => ({ text: '', bold: false })}
      >
        {({ name, label }) => (
          <>
            <TextField name={`${name}.text`} label={`${label} 내용`} />
            <CheckboxField name={`${name}.bold`} label={`${label} 굵게`} />
          </>
        )}
      </RepeatableField>
    </ResourceForm>
  );
}

const texts = () => screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

describe('a repeatable field', () => {
  it('adds, moves and removes items, with focus following, and submits them in their order', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((_values: Profile) => Promise.resolve());
    renderConsole(
      <ProfileForm
        onSubmit={onSubmit}
        lines={[
          { text: '서울대학교 법학과 졸업', bold: false },
          { text: '제50회 사법시험 합격', bold: true },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: '경력' });
    expect(within(group).getByRole('button', { name: '경력 1번째 줄 위로 이동' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: '경력 2번째 줄 아래로 이동' })).toBeDisabled();

    await user.click(within(group).getByRole('button', { name: '줄 추가' }));
    const added = screen.getByRole('textbox', { name: '경력 3번째 줄 내용' });
    expect(added).toHaveFocus();
    await user.type(added, '대한변호사협회 등록');

    await user.click(within(group).getByRole('button', { name: '경력 3번째 줄 위로 이동' }));
    expect(texts()).toEqual(['서울대학교 법학과 졸업', '대한변호사협회 등록', '제50회 사법시험 합격']);
    expect(within(group).getByRole('button', { name: '경력 2번째 줄 위로 이동' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(texts()).toEqual(['대한변호사협회 등록', '서울대학교 법학과 졸업', '제50회 사법시험 합격']);
    expect(within(group).getByRole('button', { name: '경력 1번째 줄 아래로 이동' })).toHaveFocus();

    await user.click(within(group).getByRole('button', { name: '경력 2번째 줄 삭제' }));
    expect(texts()).toEqual(['대한변호사협회 등록', '제50회 사법시험 합격']);
    expect(within(group).getByRole('button', { name: '줄 추가' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: '경력 2번째 줄 굵게' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onSubmit).toHaveBeenCalledWith({
      lines: [
        { text: '대한변호사협회 등록', bold: false },
        { text: '제50회 사법시험 합격', bold: true },
      ],
    });
  });

  it("says so while empty and shows the list's own error", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve());
    renderConsole(<ProfileForm onSubmit={onSubmit} lines={[]} />, { locale: 'en' });
    const group = screen.getByRole('group', { name: '경력' });
    expect(within(group).getByText('No items yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(group).toHaveAccessibleDescription('This field is required.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
