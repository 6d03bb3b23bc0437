import { act, fireEvent, screen } from '@testing-library/react';
import { Link, useNavigate } from 'react-router';
import { renderWithProviders } from '@taesung/shared/test-support';
import { installScrolling, installViewport, scrollWindowTo } from '../test-support/viewport.ts';
import { NavigationEffects } from './navigation-effects.tsx';
import { testSite } from '../test-support/site.ts';

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      뒤로
    </button>
  );
}

function Site() {
  return (
    <>
      <NavigationEffects />
      <nav>
        <Link to="/divorce/property">재산분할</Link>
        <Link to="/guide#faq">자주 묻는 질문</Link>
        <Back />
      </nav>
      <main id="main" tabIndex={-1}>
        <h2 id="faq">자주 묻는 질문</h2>
      </main>
    </>
  );
}

let scrolls: number[];

beforeEach(() => {
  installViewport(375);
  scrolls = installScrolling();
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
  Element.prototype.scrollIntoView = jest.fn();
  scrollWindowTo(0);
  window.sessionStorage.clear();
});

const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('link', { name }));
  });

describe('after a navigation', () => {
  it('goes to the top of the new page and moves focus to its main content without scrolling', async () => {
    renderWithProviders(<Site />, { site: testSite, route: '/media' });
    scrollWindowTo(1200);
    await click('재산분할');
    expect(window.scrollY).toBe(0);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('scrolls smoothly to the target of a hash and focuses it', async () => {
    renderWithProviders(<Site />, { site: testSite, route: '/media' });
    await click('자주 묻는 질문');
    const target = screen.getByRole('heading', { name: '자주 묻는 질문' });
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(target).toHaveFocus();
  });

  it('returns to where the visitor was on the previous page when going back', async () => {
    jest.useFakeTimers();
    renderWithProviders(<Site />, { site: testSite, route: '/media' });
    scrollWindowTo(1800);
    act(() => jest.advanceTimersByTime(50));
    await click('재산분할');
    expect(window.scrollY).toBe(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '뒤로' }));
    });
    act(() => jest.advanceTimersByTime(50));
    expect(scrolls.at(-1)).toBe(1800);
    expect(screen.getByRole('main')).toHaveFocus();
    jest.useRealTimers();
  });
});
