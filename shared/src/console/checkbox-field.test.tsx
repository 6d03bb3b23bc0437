import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import {
  CheckboxField,
  ResourceForm,
  TextField,
  consoleKitReady,
  useFieldValue,
  useResourceForm,
} from '@taesung/shared/console';
import { overlayStore } from './overlay-store.ts';
import { renderConsole } from './test-support/render-console.tsx';

beforeAll(() => consoleKitReady);
afterEach(() => overlayStore.reset());

const levelInput = z.object({ name: z.string().min(1), twoFactor: z.boolean(), published: z.boolean() });
type LevelInput = z.output<typeof levelInput>;

/** The two-factor box is locked while the name says so, as a level's rule would lock it. */
function TwoFactorBox() {
  const name = useFieldValue<string>('name');
  return (
    <CheckboxField
      name="twoFactor"
      label="2단계 인증 필수"
      hint="로그인할 때 코드를 묻습니다."
      locked={name.includes('잠금') ? '이 등급에서는 바꿀 수 없습니다.' : undefined}
    />
  );
}

function LevelForm({
  defaultValues,
  onSubmit,
}: {
  defaultValues: LevelInput;
  onSubmit: (values: LevelInput) => Promise<unknown>;
}) {
  const form = useResourceForm({ schema: levelInput, defaultValues, onSubmit });
  return (
    <ResourceForm form={form}>
      <TextField name="name" label="이름" />
      <TwoFactorBox />
      <CheckboxField name="published" label="공개" />
    </ResourceForm>
  );
}

it('a locked box is disabled, says why with its hint, and submits its value as stored, checked or not, save after save', async () => {
  const user = userEvent.setup();
  for (const twoFactor of [true, false]) {
    const onSubmit = jest.fn(() => Promise.resolve());
    const { unmount } = renderConsole(
      <LevelForm defaultValues={{ name: '잠금 등급', twoFactor, published: false }} onSubmit={onSubmit} />,
    );
    const box = screen.getByRole('checkbox', { name: '2단계 인증 필수' });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('로그인할 때 코드를 묻습니다. 이 등급에서는 바꿀 수 없습니다.');
    expect(screen.getByText('이 등급에서는 바꿀 수 없습니다.')).toBeVisible();
    await user.click(box);
    expect(box).toHaveProperty('checked', twoFactor);

    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ name: '잠금 등급', twoFactor, published: false });
    await user.click(screen.getByRole('checkbox', { name: '공개' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ name: '잠금 등급', twoFactor, published: true });
    expect(onSubmit).toHaveBeenCalledTimes(2);
    unmount();
  }
});

it('a box checked and then locked stays checked and submits true; an unlocked box says nothing more than its hint', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn(() => Promise.resolve());
  renderConsole(<LevelForm defaultValues={{ name: '상담', twoFactor: false, published: false }} onSubmit={onSubmit} />);
  const box = screen.getByRole('checkbox', { name: '2단계 인증 필수' });
  expect(box).toBeEnabled();
  expect(box).toHaveAccessibleDescription('로그인할 때 코드를 묻습니다.');
  await user.click(box);
  await user.type(screen.getByRole('textbox', { name: '이름' }), ' 잠금');
  expect(box).toBeDisabled();
  expect(box).toBeChecked();
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(onSubmit).toHaveBeenLastCalledWith({ name: '상담 잠금', twoFactor: true, published: false });
});
