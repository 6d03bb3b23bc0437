import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { CheckboxGroupField, ResourceForm, consoleKitReady, useResourceForm } from '@taesung/shared/console';
import { overlayStore } from './overlay-store.ts';
import { renderConsole } from './test/render-console.tsx';

beforeAll(() => consoleKitReady);
afterEach(() => overlayStore.reset());

const levelInput = z.object({ scope: z.array(z.string()).min(1) });
const options = [
  { value: 'console', label: '관리자 화면', description: '대시보드와 자기 비밀번호' },
  { value: 'console:posts', label: '게시물', description: '성공사례·공지·언론보도' },
  { value: 'console:staff', label: '관리자 계정', description: '계정과 등급' },
];

function LevelForm({ scope, onSubmit }: { scope: string[]; onSubmit: (values: z.output<typeof levelInput>) => Promise<unknown> }) {
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
