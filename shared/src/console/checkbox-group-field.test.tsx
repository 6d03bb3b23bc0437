import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { CheckboxGroupField, ResourceForm, consoleKitReady, useResourceForm } from '@taesung/shared/console';
import { overlayStore } from './overlay-store.ts';
import { renderConsole } from './test-support/render-console.tsx';

beforeAll(() => consoleKitReady);
afterEach(() => overlayStore.reset());

const levelInput = z.object({ scope: z.array(z.string()).min(1) });
const options = [
  { value: 'console', label: '관리자 화면', description: '대시보드와 자기 비밀번호' },
  { value: 'console:posts', label: '게시물', description: '성공사례·공지·언론보도' },
  { value: 'console:staff', label: '관리자 계정', description: '계정과 등급' },
];

function LevelForm({
  scope,
  onSubmit,
}: {
  scope: string[];
  onSubmit: (values: z.output<typeof levelInput>) => Promise<unknown>;
}) {
  const form = useResourceForm({ schema: levelInput, defaultValues: { scope }, onSubmit });
  return (
    <ResourceForm form={form}>
      <CheckboxGroupField name="scope" label="권한" hint="고른 메뉴만 씁니다." options={options} required />
    </ResourceForm>
  );
}

it('checks what the array holds, writes the choices back in the options order, and explains each one', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn(() => Promise.resolve());
  renderConsole(<LevelForm scope={['console:staff']} onSubmit={onSubmit} />);
  const group = screen.getByRole('group', { name: /권한/ });
  expect(group).toHaveAccessibleDescription('고른 메뉴만 씁니다.');
  const staff = within(group).getByRole('checkbox', { name: '관리자 계정' });
  expect(staff).toBeChecked();
  expect(staff).toHaveAccessibleDescription('계정과 등급');

  await user.click(within(group).getByRole('checkbox', { name: '관리자 화면' }));
  await user.click(within(group).getByRole('checkbox', { name: '게시물' }));
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(onSubmit).toHaveBeenLastCalledWith({ scope: ['console', 'console:posts', 'console:staff'] });

  await user.click(within(group).getByRole('checkbox', { name: '게시물' }));
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(onSubmit).toHaveBeenLastCalledWith({ scope: ['console', 'console:staff'] });
});

it('says on the group when nothing is chosen', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn(() => Promise.resolve());
  renderConsole(<LevelForm scope={[]} onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: '저장' }));
  const group = screen.getByRole('group', { name: /권한/ });
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(group).toHaveAccessibleDescription('고른 메뉴만 씁니다. 필수 항목입니다.');
  expect(onSubmit).not.toHaveBeenCalled();
});

/** The options as an account holding only `console` is offered them. */
const lockedOptions = options.map((option) =>
  option.value === 'console' ? option : { ...option, locked: '내 등급에 없는 권한입니다.' },
);

function LockedLevelForm({ onSubmit }: { onSubmit: (values: z.output<typeof levelInput>) => Promise<unknown> }) {
  const form = useResourceForm({ schema: levelInput, defaultValues: { scope: ['console:posts'] }, onSubmit });
  return (
    <ResourceForm form={form}>
      <CheckboxGroupField name="scope" label="권한" options={lockedOptions} required />
    </ResourceForm>
  );
}

it('keeps a locked option as it is, disabled and saying why, while the others change', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn(() => Promise.resolve());
  renderConsole(<LockedLevelForm onSubmit={onSubmit} />);
  const group = screen.getByRole('group', { name: /권한/ });
  const posts = within(group).getByRole('checkbox', { name: '게시물' });
  const staff = within(group).getByRole('checkbox', { name: '관리자 계정' });
  for (const box of [posts, staff]) {
    expect(box).toBeDisabled();
    await user.click(box);
  }
  expect(posts).toBeChecked();
  expect(posts).toHaveAccessibleDescription('성공사례·공지·언론보도 내 등급에 없는 권한입니다.');
  expect(staff).not.toBeChecked();
  expect(within(group).getAllByText('내 등급에 없는 권한입니다.')).toHaveLength(2);
  const dashboard = within(group).getByRole('checkbox', { name: '관리자 화면' });
  expect(dashboard).toBeEnabled();
  expect(dashboard).toHaveAccessibleDescription('대시보드와 자기 비밀번호');

  await user.click(dashboard);
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(onSubmit).toHaveBeenLastCalledWith({ scope: ['console', 'console:posts'] });
  await user.click(dashboard);
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(onSubmit).toHaveBeenLastCalledWith({ scope: ['console:posts'] });
});
