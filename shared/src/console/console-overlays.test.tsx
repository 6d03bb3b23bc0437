import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorState, confirm, consoleKitReady, toast, useAction } from '@taesung/shared/console';
import { overlayStore } from './overlay-store.ts';
import { renderConsole } from './test-support/render-console.tsx';

beforeAll(() => consoleKitReady);
afterEach(() => overlayStore.reset());

function DeleteButton({ typeToConfirm }: { typeToConfirm?: string }) {
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void confirm({
            title: '이 변호사 소개를 삭제할까요?',
            message: '삭제하면 되돌릴 수 없습니다.',
            confirmLabel: '삭제',
            tone: 'danger',
            typeToConfirm,
          }).then((confirmed) => setAnswer(String(confirmed)))
        }
      >
        삭제하기
      </button>
      <output data-testid="answer">{answer}</output>
    </>
  );
}

describe('the confirm dialog', () => {
  it('resolves false on cancel and on Escape, true on confirm, and gives focus back', async () => {
    const user = userEvent.setup();
    renderConsole(<DeleteButton />);
    const opener = screen.getByRole('button', { name: '삭제하기' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: '이 변호사 소개를 삭제할까요?' });
    expect(dialog).toHaveTextContent('삭제하면 되돌릴 수 없습니다.');
    expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('false'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('false'));

    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('true'));
  });

  it('lets a destructive action through only once the asked text is typed', async () => {
    const user = userEvent.setup();
    renderConsole(<DeleteButton typeToConfirm="삭제" />);
    await user.click(screen.getByRole('button', { name: '삭제하기' }));

    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: '계속하려면 “삭제”을(를) 입력하세요.' });
    expect(field).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: '삭제' })).toBeDisabled();
    await user.type(field, '삭제');
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('true'));
  });
});

function PublishButton({ run }: { run: () => Promise<unknown> }) {
  const act = useAction();
  return (
    <button type="button" onClick={() => void act(run, { success: '공개했습니다.' })}>
      공개
    </button>
  );
}

describe('toasts', () => {
  it("read out the server's message of a failed write, and keep it until dismissed", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderConsole(
        <PublishButton run={() => Promise.reject({ status: 403, message: '이 게시판을 공개할 권한이 없습니다.' })} />,
      );
      await user.click(screen.getByRole('button', { name: '공개' }));

      const message = await screen.findByText('이 게시판을 공개할 권한이 없습니다.');
      expect(message.closest('[role="alert"]')).not.toBeNull();
      act(() => {
        jest.advanceTimersByTime(20_000);
      });
      expect(screen.getByText('이 게시판을 공개할 권한이 없습니다.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '알림 닫기' }));
      expect(screen.queryByText('이 게시판을 공개할 권한이 없습니다.')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('confirm a success politely and fade after a few seconds', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderConsole(<PublishButton run={() => Promise.resolve()} />);
      await user.click(screen.getByRole('button', { name: '공개' }));

      const message = await screen.findByText('공개했습니다.');
      expect(message.closest('[role="status"]')).not.toBeNull();
      act(() => {
        jest.advanceTimersByTime(6000);
      });
      expect(screen.queryByText('공개했습니다.')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('can be raised from anywhere in the console', () => {
    renderConsole(<ErrorState error={new Error('ignored')} />);
    act(() => toast.info('새 상담 신청이 들어왔습니다.'));
    expect(screen.getByText('새 상담 신청이 들어왔습니다.').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('목록을 불러오지 못했습니다.')).toBeInTheDocument();
  });
});
