import './test-support/text-encoding.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { PageHead } from './page-head.tsx';

function head(selector: string) {
  return document.head.querySelector(selector);
}

function Pages() {
  return (
    <Routes>
      <Route
        path="/divorce/custody"
        element={
          <>
            <PageHead title="양육권·친권 | 법무법인 태성" description="양육권과 친권 안내" />
            <Link to="/divorce/property?tab=2">재산분할</Link>
          </>
        }
      />
      <Route
        path="/divorce/property"
        element={<PageHead title="재산분할 | 법무법인 태성" description="재산분할 안내" type="article" />}
      />
    </Routes>
  );
}

beforeEach(() => {
  document.head.innerHTML = [
    '<link rel="canonical" href="https://www.taesung-family.example/divorce/custody">',
    '<link rel="alternate" hreflang="ko" href="https://www.taesung-family.example/divorce/custody">',
    '<link rel="alternate" hreflang="en" href="https://www.taesung-family.example/en/divorce/custody">',
    '<link rel="alternate" hreflang="x-default" href="https://www.taesung-family.example/divorce/custody">',
    '<meta property="og:url" content="https://www.taesung-family.example/divorce/custody">',
  ].join('');
});

describe('the page head after a client-side navigation', () => {
  it('follows the new page: title, description, canonical, hreflang alternates and og:url on the public address', async () => {
    window.history.replaceState(null, '', '/divorce/custody');
    render(
      <MemoryRouter initialEntries={['/divorce/custody']}>
        <Pages />
      </MemoryRouter>,
    );
    expect(document.title).toBe('양육권·친권 | 법무법인 태성');

    window.history.replaceState(null, '', '/divorce/property?tab=2');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: '재산분할' }));
    });

    expect(document.title).toBe('재산분할 | 법무법인 태성');
    expect(head('meta[name="description"]')).toHaveAttribute('content', '재산분할 안내');
    expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(head('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.taesung-family.example/divorce/property',
    );
    expect(head('link[hreflang="ko"]')).toHaveAttribute('href', 'https://www.taesung-family.example/divorce/property');
    expect(head('link[hreflang="en"]')).toHaveAttribute(
      'href',
      'https://www.taesung-family.example/en/divorce/property',
    );
    expect(head('link[hreflang="x-default"]')).toHaveAttribute(
      'href',
      'https://www.taesung-family.example/divorce/property',
    );
    expect(head('meta[property="og:url"]')).toHaveAttribute(
      'content',
      'https://www.taesung-family.example/divorce/property',
    );
  });

  it('points the alternates of an English page at both languages', async () => {
    window.history.replaceState(null, '', '/en/divorce/custody');
    render(
      <MemoryRouter initialEntries={['/divorce/custody']}>
        <Pages />
      </MemoryRouter>,
    );
    expect(head('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.taesung-family.example/en/divorce/custody',
    );
    expect(head('link[hreflang="ko"]')).toHaveAttribute('href', 'https://www.taesung-family.example/divorce/custody');
    expect(head('link[hreflang="en"]')).toHaveAttribute(
      'href',
      'https://www.taesung-family.example/en/divorce/custody',
    );
  });
});
