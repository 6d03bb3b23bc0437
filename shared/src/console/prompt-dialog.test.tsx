import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { consoleKitReady, prompt } from '@taesung/shared/console';
import { overlayStore } from './overlay-store.ts';
import { renderConsole } from './test-support/render-console.tsx';

beforeAll(() => consoleKitReady);
afterEach(() => overlayStore.reset());

function ExportButton({ submit }: { submit: (reason: string) => Promise<unknown> }) {
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void prompt({
            title: '상담 신청 내보내기',
            label: '내보내는 이유',
            hint: '5자 이상',
            minLength: 5,
            maxLength: 500,
            confirmLabel: '내보내기',
            submit,
          }).then((done) => setAnswer(String(done)))
        }
      >
        내보내기 (CSV)
      </button>
      <output data-testid="answer">{answer}</output>
    </>
  );
}

const refusal = () => Promise.reject({ status: 409, data: { message: '지금은 내보낼 수 없습니다.' } });

describe('the prompt dialog', () => {
  it('takes focus in its labelled box, refuses a short text on the box, and closes on Escape with false', async () => {
    const user = userEvent.setup();
    const submit = jest.fn(() => Promise.resolve());
    renderConsole(<ExportButton submit={submit} />);
    const opener = screen.getByRole('button', { name: '내보내기 (CSV)' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: '상담 신청 내보내기' });
    const box = within(dialog).getByRole('textbox', { name: /내보내는 이유/ });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription('5자 이상');

    await user.type(box, '소송');
    await user.click(within(dialog).getByRole('button', { name: '내보내기' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('5자 이상 입력해 주세요. 지금 2자입니다.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('false'));
    expect(opener).toHaveFocus();
  });

  it('keeps the text and shows the server message when the write is refused, then closes with true once it succeeds', async () => {
    const user = userEvent.setup();
    const submit = jest
      .fn<Promise<unknown>, [string]>(refusal)
      .mockImplementationOnce(refusal)
      .mockImplementationOnce(() => Promise.resolve());
    renderConsole(<ExportButton submit={submit} />);
    await user.click(screen.getByRole('button', { name: '내보내기 (CSV)' }));
    const dialog = screen.getByRole('dialog');
    const box = within(dialog).getByRole('textbox');

    await user.type(box, '  법원 제출용 자료  ');
    await user.click(within(dialog).getByRole('button', { name: '내보내기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('지금은 내보낼 수 없습니다.');
    expect(box).toHaveValue('  법원 제출용 자료  ');
    expect(submit).toHaveBeenLastCalledWith('법원 제출용 자료');

    await user.click(within(dialog).getByRole('button', { name: '내보내기' }));
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('true'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never sends on the Enter that ends a Hangul composition: Enter only adds a line', async () => {
    const user = userEvent.setup();
    const submit = jest.fn(() => Promise.resolve());
    renderConsole(<ExportButton submit={submit} />);
    await user.click(screen.getByRole('button', { name: '내보내기 (CSV)' }));
    const box = within(screen.getByRole('dialog')).getByRole('textbox');

    fireEvent.compositionStart(box);
    fireEvent.change(box, { target: { value: '가정법원 제출' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229, isComposing: true });
    fireEvent.compositionEnd(box);
    await user.keyboard('{Enter}');
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(box).toHaveValue('가정법원 제출\n');
  });
});
