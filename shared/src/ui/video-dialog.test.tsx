import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../constants.ts';
import { i18nFor } from '../i18n/index.ts';
import { VideoDialog, videoEmbedUrl } from './video-dialog.tsx';
import { videoIdOf } from './video-id.ts';

function renderIn(ui: ReactElement, locale: Locale = 'ko') {
  return render(<I18nextProvider i18n={i18nFor(locale)}>{ui}</I18nextProvider>);
}

describe('videoIdOf and videoEmbedUrl', () => {
  it('drop a tracking suffix after ? or &', () => {
    expect(videoIdOf('dQw4w9WgXcQ?si=abc')).toBe('dQw4w9WgXcQ');
    expect(videoIdOf('dQw4w9WgXcQ&t=42')).toBe('dQw4w9WgXcQ');
    expect(videoIdOf('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });

  it('use the privacy-enhanced embed', () => {
    expect(videoEmbedUrl('dQw4w9WgXcQ?si=abc')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
  });
});

function Harness() {
  const [video, setVideo] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setVideo('abc123&feature=share')}>
        재생
      </button>
      <output data-testid="stored">{video ?? ''}</output>
      <VideoDialog video={video} title="방송 출연" onClose={() => setVideo(null)} />
    </>
  );
}

describe('VideoDialog', () => {
  it('creates the player only when opened, at 1032×580', async () => {
    const user = userEvent.setup();
    renderIn(<Harness />);
    expect(document.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('button', { name: '재생' }));
    const dialog = screen.getByRole('dialog', { name: '방송 출연' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const player = screen.getByTitle('방송 출연');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', expect.stringContaining('https://www.youtube-nocookie.com/embed/abc123?'));
    expect(player).toHaveAttribute('width', '1032');
    expect(player).toHaveAttribute('height', '580');
  });

  it('closes with the close button or Escape, removes the player and clears the video', async () => {
    const user = userEvent.setup();
    renderIn(<Harness />);
    const opener = screen.getByRole('button', { name: '재생' });

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByTestId('stored')).toBeEmptyDOMElement();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('stored')).toBeEmptyDOMElement();
    expect(opener).toHaveFocus();
  });
});
