import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actionClasses, consoleKitReady, useConfirmedAction } from '@taesung/shared/console';
import { overlayStore } from './overlay-store.ts';
import { renderConsole } from './test-support/render-console.tsx';

beforeAll(() => consoleKitReady);
afterEach(() => overlayStore.reset());

function Restore({ run }: { run: () => Promise<unknown> }) {
  const confirmThen = useConfirmedAction();
  return (
    <button
      type="button"
      className={actionClasses.secondary}
      onClick={() =>
        void confirmThen({ title: '되살릴까요?', confirmLabel: '되살리기' }, run, { success: '되살렸습니다.' })
      }
    >
      되살리기
    </button>
  );
}

it('runs the write only after a yes, then says so', async () => {
  const user = userEvent.setup();
  const run = jest.fn(() => Promise.resolve());
  renderConsole(<Restore run={run} />);
  await user.click(screen.getByRole('button', { name: '되살리기' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: '되살릴까요?' })).getByRole('button', { name: '취소' }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(run).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: '되살리기' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: '되살릴까요?' })).getByRole('button', { name: '되살리기' }),
  );
  expect(await screen.findByText('되살렸습니다.')).toBeInTheDocument();
  expect(run).toHaveBeenCalledTimes(1);
});

it('shows the server message when the write is refused', async () => {
  const user = userEvent.setup();
  renderConsole(<Restore run={() => Promise.reject({ status: 409, message: '마지막 관리자 계정입니다.' })} />);
  await user.click(screen.getByRole('button', { name: '되살리기' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '되살리기' }));
  expect(await screen.findByText('마지막 관리자 계정입니다.')).toBeInTheDocument();
});
