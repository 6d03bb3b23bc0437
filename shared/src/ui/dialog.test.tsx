import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../constants.ts';
import { i18nFor } from '../i18n/index.ts';
import { Dialog } from './dialog.tsx';

function Harness({ title = '안내' }: { title?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <a href="#outside">바깥 링크</a>
      <Dialog open={open} onClose={() => setOpen(false)} title={title}>
        <p>본문</p>
        <a href="#inside">안쪽 링크</a>
      </Dialog>
    </div>
  );
}

function renderIn(ui: ReactElement, locale: Locale = 'ko') {
  return render(<I18nextProvider i18n={i18nFor(locale)}>{ui}</I18nextProvider>);
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderIn(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a labelled modal with focus on its close button and the page behind made inert', async () => {
    const user = userEvent.setup();
    const { container } = renderIn(<Harness />);
    await user.click(screen.getByRole('button', { name: '열기' }));

    const dialog = screen.getByRole('dialog', { name: '안내' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
    expect(container).toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('closes with the close button, gives focus back and lets the page scroll again', async () => {
    const user = userEvent.setup();
    const { container } = renderIn(<Harness />);
    const opener = screen.getByRole('button', { name: '열기' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: '닫기' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(container).not.toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderIn(<Harness />);
    const opener = screen.getByRole('button', { name: '열기' });
    await user.click(opener);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('takes Escape from the commit that shows it, before the browser paints it', () => {
    const onClose = jest.fn();
    // A sibling's layout effect runs after the dialog's own and before any passive effect of the same commit.
    function PressEscapeInTheSameCommit() {
      useLayoutEffect(() => {
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      }, []);
      return null;
    }
    renderIn(
      <>
        <Dialog open onClose={onClose} title="안내">
          <p>본문</p>
        </Dialog>
        <PressEscapeInTheSameCommit />
      </>,
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderIn(<Harness />);
    await user.click(screen.getByRole('button', { name: '열기' }));

    await user.tab();
    expect(screen.getByRole('link', { name: '안쪽 링크' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: '안쪽 링크' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
  });

  it('brings focus back when something outside takes it', async () => {
    const user = userEvent.setup();
    renderIn(<Harness />);
    await user.click(screen.getByRole('button', { name: '열기' }));
    act(() => screen.getByRole('link', { name: '바깥 링크', hidden: true }).focus());
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('closes on a click on the backdrop, not on one inside', async () => {
    const user = userEvent.setup();
    renderIn(<Harness />);
    await user.click(screen.getByRole('button', { name: '열기' }));
    await user.click(screen.getByText('본문'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const layer = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(layer);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names its close button in English on the English site', async () => {
    const user = userEvent.setup();
    renderIn(<Harness title="Notice" />, 'en');
    await user.click(screen.getByRole('button', { name: '열기' }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
