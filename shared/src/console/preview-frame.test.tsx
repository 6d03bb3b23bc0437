import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreviewFrame, consoleKitReady } from '@taesung/shared/console';
import { renderConsole } from './test-support/render-console.tsx';

beforeAll(() => consoleKitReady);

test('draws its children inside a frame of the chosen screen width, and links there do not navigate', async () => {
  const user = userEvent.setup();
  renderConsole(
    <PreviewFrame label="방문자에게 보이는 모습">
      <a href="/consultation">상담 신청</a>
    </PreviewFrame>,
  );
  const frame = screen.getByTitle('방문자에게 보이는 모습: 휴대폰 화면') as HTMLIFrameElement;
  expect(frame.style.width).toBe('375px');
  await waitFor(() => expect(frame.contentDocument?.body.textContent).toBe('상담 신청'));
  const link = frame.contentDocument!.querySelector('a')!;
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);

  await user.click(screen.getByRole('radio', { name: '데스크톱 1280px' }));
  expect(screen.getByTitle('방문자에게 보이는 모습: 데스크톱 화면')).toHaveStyle({ width: '1280px' });
  expect(screen.getByRole('radiogroup', { name: '미리볼 화면' })).toBeInTheDocument();
});
