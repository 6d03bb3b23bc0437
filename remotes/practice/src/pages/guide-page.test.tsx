import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { guideFaqArgs, noticeListArgs } from '../queries.ts';
import { guideFaqs, notices } from '../test-support/fixtures.ts';
import { renderPage } from '../test-support/render-page.tsx';
import { GuidePage } from './guide-page.tsx';

function renderGuide(route = '/guide', locale: 'ko' | 'en' = 'ko', totalCount = 2) {
  const page = route.includes('page=2') ? 2 : 1;
  return renderPage(<GuidePage />, {
    route,
    path: '/guide',
    locale,
    fill: (store, upsert) =>
      Promise.all([
        store.dispatch(upsert('getFaqs', guideFaqArgs, guideFaqs)),
        store.dispatch(
          upsert('getNotifications', noticeListArgs(page), {
            boards: notices,
            summary: { totalCount, page, limit: 10 },
          }),
        ),
      ]),
  });
}

describe('the guide', () => {
  it('groups the FAQs: consultation and fees first, then the practices in menu order', async () => {
    await renderGuide();
    const faq = screen.getByRole('region', { name: '자주 묻는 질문' });
    const groups = within(faq)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual(['상담 안내', '비용 안내', '협의이혼', '유류분']);
    const jump = within(faq).getByRole('navigation', { name: '질문 분야' });
    expect(within(jump).getByRole('link', { name: '비용 안내' })).toHaveAttribute('href', '#faq-fees');
    const fees = screen.getByRole('region', { name: '비용 안내' });
    expect(within(fees).getByRole('button', { name: /수임료는 어떻게 정해지나요/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('lists the notices with the pinned one first, each opening in place with its text', async () => {
    const user = userEvent.setup();
    await renderGuide();
    const section = screen.getByRole('region', { name: '공지사항' });
    const buttons = within(section).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '인천 분사무소 이전 안내중요2024-11-01',
      '설 연휴 상담 안내2025-01-20',
    ]);
    await user.click(buttons[0]!);
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'true');
    const content = screen.getByRole('region', { name: /인천 분사무소 이전 안내/ });
    expect(within(content).getByText('5층').tagName).toBe('STRONG');
  });

  it('pages the notices with ordinary links', async () => {
    await renderGuide('/guide', 'ko', 25);
    const pages = screen.getByRole('navigation', { name: '공지사항 페이지' });
    expect(within(pages).getByRole('link', { name: '2 페이지' })).toHaveAttribute(
      'href',
      '/guide?page=2#guide-notices',
    );
    expect(within(pages).getByRole('link', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page');
  });

  it('is in English on the English site', async () => {
    await renderGuide('/guide', 'en');
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Fees' })).toBeInTheDocument();
    expect(screen.getByText('Important')).toBeInTheDocument();
  });
});
