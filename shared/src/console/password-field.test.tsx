import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { PasswordField, ResourceForm, consoleKitReady, useResourceForm } from '@taesung/shared/console';
import { overlayStore } from './overlay-store.ts';
import { renderConsole } from './test-support/render-console.tsx';
import { loadPasswordEstimator } from './use-password-estimate.ts';

beforeAll(() => Promise.all([consoleKitReady, loadPasswordEstimator()]));
afterEach(() => overlayStore.reset());

const change = z.object({ current: z.string().min(1), next: z.string().min(10).max(128) });

function ChangeForm({ onSubmit }: { onSubmit: (values: z.output<typeof change>) => Promise<unknown> }) {
  const form = useResourceForm({ schema: change, defaultValues: { current: '', next: '' }, onSubmit });
  return (
    <ResourceForm form={form}>
      <PasswordField name="current" label="현재 비밀번호" autoComplete="current-password" required />
      <PasswordField
        name="next"
        label="새 비밀번호"
        userInputs={['kim.seoyeon', 'kim.seoyeon@taesung.example']}
        required
      />
    </ResourceForm>
  );
}

it('tells in words, with the box, how strong the new password is and why it would be refused', async () => {
  const user = userEvent.setup();
  renderConsole(<ChangeForm onSubmit={() => Promise.resolve()} />);
  const next = screen.getByLabelText(/새 비밀번호/);
  expect(next).toHaveAttribute('autocomplete', 'new-password');
  expect(next).toHaveAccessibleDescription(/10자 이상 128자 이하/);
  expect(screen.getByLabelText(/현재 비밀번호/)).not.toHaveAccessibleDescription();

  await user.type(next, 'q8#vz');
  expect(await screen.findByText(/너무 짧습니다. 10자 이상 입력해 주세요. \(지금 5자\)/)).toBeInTheDocument();
  expect(next).toHaveAccessibleDescription(/강도: (매우 )?약함/);

  await user.clear(next);
  await user.type(next, 'qwerty123456');
  expect(await screen.findByText('널리 알려진 비밀번호라 쓸 수 없습니다.')).toBeInTheDocument();

  await user.clear(next);
  await user.type(next, 'kim.seoyeon1');
  expect(await screen.findByText(/추측하기 쉬운 비밀번호라 쓸 수 없습니다/)).toBeInTheDocument();

  await user.clear(next);
  await user.type(next, '봄비 내리는 서초동 골목 2026');
  expect(await screen.findByText('사용할 수 있는 비밀번호입니다.')).toBeInTheDocument();
  expect(next).toHaveAccessibleDescription(/강도: (강함|매우 강함)/);
});

it('shows the server refusal codes in the page language on the field', async () => {
  const user = userEvent.setup();
  const refusal = {
    isAxiosError: false,
    status: 400,
    data: { message: '입력 내용을 확인해 주세요.', issues: [{ path: 'body.next', code: 'password_common' }] },
  };
  renderConsole(<ChangeForm onSubmit={() => Promise.reject(refusal)} />, { locale: 'en' });
  await user.type(screen.getByLabelText(/Current password|현재 비밀번호/), 'old password here');
  await user.type(screen.getByLabelText(/새 비밀번호|New password/), 'qwertyuiop123');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const next = screen.getByLabelText(/새 비밀번호/);
  await screen.findByRole('link', { name: /This password is widely known/ });
  expect(next).toHaveAccessibleDescription(/This password is widely known and cannot be used. Make one/);
  expect(next).toHaveValue('qwertyuiop123');
});
