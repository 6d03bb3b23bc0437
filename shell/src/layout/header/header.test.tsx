import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@taesung/shared';
import { renderWithProviders } from '@taesung/shared/test-support';
import { notLanded, startApiServer } from '../../test-support/api-server.ts';
import { withSetting } from '../../test-support/fixtures.ts';
import { LocationProbe } from '../../test-support/location-probe.tsx';
import { installViewport, resizeViewport, scrollWindowTo } from '../../test-support/viewport.ts';
import { Header } from './header.tsx';
import { testSite } from '../../test-support/site.ts';

let api: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  api = await startApiServer(notLanded);
});

afterAll(() => api.close());

function renderHeader({
  route = '/',
  locale = 'ko',
  setting = true,
}: { route?: string; locale?: 'ko' | 'en'; setting?: boolean } = {}) {
  const store = makeStore({ getLocale: () => locale, client: { baseURL: api.baseURL } });
  if (setting) withSetting(store);
  return renderWithProviders(
    <>
      <Header />
      <LocationProbe />
    </>,
    { site: testSite, route, locale, store },
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  installViewport(375);
  scrollWindowTo(0);
});

describe('the header', () => {
  it('takes its scrolled style only once the page is scrolled more than 50 px', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveClass('scrolled');
    scrollWindowTo(50);
    expect(banner).not.toHaveClass('scrolled');
    scrollWindowTo(51);
    expect(banner).toHaveClass('scrolled');
    scrollWindowTo(10);
    expect(banner).not.toHaveClass('scrolled');
  });

  it('reads where the page is scrolled only after the frame it starts in, and takes its style from that', async () => {
    // A page the browser reopened scrolled down. Asked for `scrollY` at once, a browser lays the page out first.
    const reads = jest.fn(() => 400);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: reads });
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveClass('scrolled');
    expect(reads).not.toHaveBeenCalled();
    await waitFor(() => expect(banner).toHaveClass('scrolled'));
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('switches to the desktop layout at 1200 px wide and back below it', () => {
    installViewport(1200);
    renderHeader();
    expect(screen.getByRole('banner')).toHaveAttribute('data-layout', 'desktop');
    resizeViewport(1199);
    expect(screen.getByRole('banner')).toHaveAttribute('data-layout', 'mobile');
  });

  it('shows the main menu of the seed with every team page', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: '주 메뉴' });
    for (const path of [
      '/taesung/center',
      '/taesung/seoul',
      '/taesung/incheon',
      '/taesung/lawyer',
      '/lawsuit',
      '/media',
    ]) {
      expect(
        within(nav)
          .getAllByRole('link')
          .some((link) => link.getAttribute('href') === path),
      ).toBe(true);
    }
  });

  it('opens the side menu from the desktop hamburger, moves focus into it and restores it on Escape', async () => {
    installViewport(1440);
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: '전체 메뉴 열기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: '전체 메뉴' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('link', { name: '인천 이혼가사팀' })).toHaveAttribute('href', '/taesung/incheon');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the side menu with its close button and gives focus back to the hamburger', async () => {
    installViewport(1440);
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: '전체 메뉴 열기' });
    await user.click(toggle);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '메뉴 닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('keeps Tab inside the open side menu', async () => {
    installViewport(1440);
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: '전체 메뉴 열기' }));
    const dialog = screen.getByRole('dialog');
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('opens the drawer on mobile, whose groups expand and collapse and whose single pages are plain links', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: '전체 메뉴 열기' }));
    const drawer = await screen.findByRole('dialog', { name: '메뉴' });

    const divorce = within(drawer).getByRole('button', { name: '이혼' });
    expect(divorce).toHaveAttribute('aria-expanded', 'false');
    expect(within(drawer).queryByRole('link', { name: '협의이혼' })).not.toBeInTheDocument();

    await user.click(divorce);
    expect(divorce).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(divorce.getAttribute('aria-controls')!);
    expect(list).toBeVisible();
    expect(within(drawer).getByRole('link', { name: '협의이혼' })).toHaveAttribute('href', '/divorce/agreement');

    await user.click(divorce);
    expect(divorce).toHaveAttribute('aria-expanded', 'false');
    expect(within(drawer).queryByRole('link', { name: '협의이혼' })).not.toBeInTheDocument();

    expect(within(drawer).getByRole('link', { name: '상간자소송' })).toHaveAttribute('href', '/lawsuit');
    expect(within(drawer).queryByRole('button', { name: '상간자소송' })).not.toBeInTheDocument();
  });

  it('opens the drawer with the current page’s group already expanded', async () => {
    const user = userEvent.setup();
    renderHeader({ route: '/inheritance/heir' });
    await user.click(screen.getByRole('button', { name: '전체 메뉴 열기' }));
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByRole('button', { name: '상속' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: '유류분' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes the drawer when a page is chosen in it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: '전체 메뉴 열기' }));
    const drawer = screen.getByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: '상속' }));
    await user.click(within(drawer).getByRole('link', { name: '상속재산분할' }));
    expect(location()).toBe('/inheritance/property');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '전체 메뉴 열기' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open drawer when the window grows to the desktop layout', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: '전체 메뉴 열기' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    resizeViewport(1280);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links to directions, the chat service in a new tab and the main line in E.164', () => {
    renderHeader();
    const quick = screen.getByRole('navigation', { name: '빠른 연결' });
    expect(within(quick).getByRole('link', { name: /오시는 길/ })).toHaveAttribute('href', '/contact/seoul');
    const chat = within(quick).getByRole('link', { name: /채팅 상담/ });
    expect(chat).toHaveAttribute('href', 'https://chat.example.com/taesung');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    const phone = within(quick).getByRole('link', { name: /대표전화/ });
    expect(phone).toHaveAttribute('href', 'tel:+82212345678');
    expect(phone).toHaveTextContent('02-1234-5678');
    expect(screen.getByRole('link', { name: '상담 신청' })).toHaveAttribute('href', '/contact/consultation');
  });

  it('shows the main line in +82 form on the English site', () => {
    renderHeader({ locale: 'en' });
    const phone = within(screen.getByRole('navigation', { name: 'Quick links' })).getByRole('link', {
      name: /Main line/,
    });
    expect(phone).toHaveTextContent('+82 2-1234-5678');
    expect(phone).toHaveAttribute('href', 'tel:+82212345678');
  });

  it('still offers directions and the consultation request when the settings are unavailable', async () => {
    const { store } = renderHeader({ setting: false });
    await waitFor(() => expect(store.getState().api.queries['getSetting(undefined)']?.status).toBe('rejected'));
    const quick = screen.getByRole('navigation', { name: '빠른 연결' });
    expect(within(quick).getByRole('link', { name: /오시는 길/ })).toHaveAttribute('href', '/contact/seoul');
    expect(screen.getByRole('link', { name: '상담 신청' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /채팅 상담/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /대표전화/ })).not.toBeInTheDocument();
  });
});

describe('the header search', () => {
  const searchbox = () => within(screen.getByRole('banner')).getByRole('searchbox', { name: '사이트 검색' });

  it('opens the search page for the keyword typed', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.type(searchbox(), '재산 분할{Enter}');
    expect(location()).toBe(`/auction-search/${encodeURIComponent('재산 분할')}`);
  });

  it('opens the search page without a keyword when the box is empty', async () => {
    const user = userEvent.setup();
    renderHeader({ route: '/media' });
    await user.type(searchbox(), '   {Enter}');
    expect(location()).toBe('/auction-search');
  });

  it('ignores the Enter that only confirms a Hangul composition', () => {
    renderHeader({ route: '/media' });
    const input = searchbox();
    fireEvent.change(input, { target: { value: '양육권' } });
    expect(fireEvent.keyDown(input, { key: 'Enter', isComposing: true })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 })).toBe(true);
    expect(location()).toBe('/media');
  });

  it('submits to the search page of the page’s language before the script has loaded', () => {
    renderHeader({ locale: 'en' });
    const form = within(screen.getByRole('banner')).getByRole('search', { name: 'Search the site' });
    expect(form).toHaveAttribute('action', '/en/auction-search');
    expect(within(form).getByRole('searchbox')).toHaveAttribute('name', 'searchKeyword');
  });
});

describe('the language switch', () => {
  const switchLinks = () => within(screen.getByRole('banner')).getByRole('list', { name: /언어 선택|Language/ });

  it('links a Korean page to the same page and query in English', () => {
    renderHeader({ route: '/divorce/custody?tab=2' });
    const list = switchLinks();
    const english = within(list).getByRole('link', { name: /ENG/ });
    expect(english).toHaveAttribute('href', '/en/divorce/custody?tab=2');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).not.toHaveAttribute('aria-current');
    const korean = within(list).getByRole('link', { name: /KOR/ });
    expect(korean).toHaveAttribute('href', '/divorce/custody?tab=2');
    expect(korean).toHaveAttribute('aria-current', 'true');
  });

  it('links an English page back to the same page and query in Korean', () => {
    renderHeader({ route: '/media?page=3', locale: 'en' });
    const list = switchLinks();
    const korean = within(list).getByRole('link', { name: /KOR/ });
    expect(korean).toHaveAttribute('href', '/media?page=3');
    expect(korean).toHaveAttribute('hreflang', 'ko');
    expect(within(list).getByRole('link', { name: /ENG/ })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('link', { name: /ENG/ })).toHaveAttribute('href', '/en/media?page=3');
  });

  it('links the home pages to each other', () => {
    renderHeader();
    expect(within(switchLinks()).getByRole('link', { name: /ENG/ })).toHaveAttribute('href', '/en');
  });

  it('follows a query the page rewrote without the router (a calculator\u2019s inputs) once the visitor reaches for it', () => {
    renderHeader({ route: '/calculator/child-support?custodial=180' });
    const english = within(switchLinks()).getByRole('link', { name: /ENG/ });
    window.history.replaceState(null, '', '/calculator/child-support?custodial=280&age1=15');
    try {
      fireEvent.focus(english);
      expect(english).toHaveAttribute('href', '/en/calculator/child-support?custodial=280&age1=15');
      window.history.replaceState(null, '', '/calculator/child-support?custodial=290');
      fireEvent.pointerEnter(english);
      expect(english).toHaveAttribute('href', '/en/calculator/child-support?custodial=290');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

afterEach(() => {
  act(() => undefined);
});
