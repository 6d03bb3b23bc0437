import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { practiceFaqArgs, successCaseArgs } from '../queries.ts';
import { startApiServer, type ApiServer } from '../test-support/api-server.ts';
import { practice, practiceEn, practiceFaqs, setting, successCases } from '../test-support/fixtures.ts';
import { renderPage } from '../test-support/render-page.tsx';
import { PracticePage } from './practice-page.tsx';

const code = 'divorce-lawsuit';

function renderLawsuitPage(locale: 'ko' | 'en' = 'ko') {
  return renderPage(<PracticePage path="/divorce/lawsuit" />, {
    route: '/divorce/lawsuit',
    locale,
    fill: (store, upsert) =>
      Promise.all([
        store.dispatch(upsert('getPractice', code, locale === 'en' ? practiceEn : practice)),
        store.dispatch(upsert('getFaqs', practiceFaqArgs(code), practiceFaqs)),
        store.dispatch(
          upsert('getBoards', successCaseArgs(code), {
            boards: successCases,
            summary: { totalCount: 2, page: 1, limit: 3 },
          }),
        ),
        store.dispatch(upsert('getSetting', undefined, setting)),
      ]),
  });
}

describe('a practice page', () => {
  it('shows the practice title, lead and its sections in the order staff gave them', async () => {
    await renderLawsuitPage();
    expect(screen.getByRole('heading', { level: 1, name: '이혼소송' })).toBeInTheDocument();
    expect(screen.getByText(practice.lead)).toBeInTheDocument();
    const sectionHeadings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .slice(0, 3);
    expect(sectionHeadings).toEqual(['재판상 이혼이란', '소송은 이렇게 진행됩니다', '이혼가사팀이 하는 일']);
    expect(screen.getByText('민법 제840조').tagName).toBe('STRONG');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(document.title).toBe('이혼소송 | 법무법인 태성 이혼가사팀');
  });

  it('leads to the calculators of its menu group', async () => {
    await renderLawsuitPage();
    const tools = screen.getByRole('region', { name: '계산기로 먼저 살펴보기' });
    expect(
      within(tools)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['재산분할 계산기', '/calculator/property-division'],
      ['양육비 계산기', '/calculator/child-support'],
      ['이혼 사유 자가진단', '/calculator/divorce-grounds'],
    ]);
  });

  it('numbers the steps of the procedure in order', async () => {
    await renderLawsuitPage();
    const procedure = screen.getByRole('region', { name: '소송은 이렇게 진행됩니다' });
    const steps = within(within(procedure).getByRole('list')).getAllByRole('listitem');
    expect(within(procedure).getByRole('list').tagName).toBe('OL');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1소장 제출관할 가정법원에 이혼 소장을 냅니다.',
      '2조정대부분 조정 절차를 먼저 거칩니다.',
      '3변론과 판결조정이 되지 않으면 재판으로 판단을 받습니다.',
    ]);
  });

  it('opens and closes an FAQ answer in place; every answer is already in the page', async () => {
    const user = userEvent.setup();
    await renderLawsuitPage();
    const question = screen.getByRole('button', { name: /이혼소송은 얼마나 걸리나요\?/ });
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).toHaveTextContent('보통 6개월에서 1년 정도 걸립니다.');
    expect(answer).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(screen.getByRole('region', { name: /이혼소송은 얼마나 걸리나요/ })).toBe(answer);

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('keeps the line breaks of a plain-text answer', async () => {
    const user = userEvent.setup();
    await renderLawsuitPage();
    await user.click(screen.getByRole('button', { name: /법원에 꼭 직접 나가야 하나요/ }));
    const answer = screen.getByRole('region', { name: /법원에 꼭 직접 나가야 하나요/ });
    expect(answer.querySelector('br')).not.toBeNull();
  });

  it('links each success case of the practice to its article', async () => {
    await renderLawsuitPage();
    const cases = screen.getByRole('region', { name: '성공사례' });
    const links = within(cases).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/reference/case-1', '/reference/case-2']);
    expect(links[0]).toHaveTextContent('30년 혼인, 재산분할 기여도 50% 인정');
  });

  it('offers the consultation request for this practice, the main number and the chat', async () => {
    await renderLawsuitPage();
    const cta = screen.getByRole('region', { name: '변호사와 상담하기' });
    expect(within(cta).getByRole('link', { name: /상담 신청하기/ })).toHaveAttribute(
      'href',
      '/contact/consultation?category=divorce-lawsuit',
    );
    expect(within(cta).getByRole('link', { name: /02-1555-0000/ })).toHaveAttribute('href', 'tel:+82215550000');
    const chat = within(cta).getByRole('link', { name: /채팅 상담/ });
    expect(chat).toHaveAttribute('href', setting.chatUrl);
    expect(chat).toHaveAttribute('target', '_blank');
  });

  it('moves between the four divorce pages with the section tabs, the current one marked', async () => {
    await renderLawsuitPage();
    const tabs = screen.getByRole('navigation', { name: '이혼 하위 메뉴' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['협의이혼', '이혼소송', '양육권·친권', '재산분할']);
    expect(within(tabs).getByRole('link', { name: '이혼소송' })).toHaveAttribute('aria-current', 'page');
  });

  it('follows a link inside the prose without reloading the page', async () => {
    const user = userEvent.setup();
    await renderLawsuitPage();
    const prose = screen.getByRole('region', { name: '재판상 이혼이란' });
    await user.click(within(prose).getByRole('link', { name: '재산분할' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/divorce/property');
  });

  it('is in English on the English site, phone numbers in international form', async () => {
    await renderLawsuitPage('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Divorce Litigation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\+82 2-1555-0000/ })).toHaveAttribute('href', 'tel:+82215550000');
    expect(screen.getByRole('navigation', { name: 'Divorce pages' })).toBeInTheDocument();
  });
});

describe('a practice page whose content cannot be found', () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer((request) =>
      request.path.startsWith('/api/v1/practices/')
        ? { status: 404, body: { message: '업무 분야를 찾을 수 없습니다.', code: 'NOT_FOUND' } }
        : {
            body:
              request.path === '/api/v1/setting'
                ? { setting }
                : { faqs: [], boards: [], summary: { totalCount: 0, page: 1, limit: 3 } },
          },
    );
  });
  afterAll(() => server.close());

  it('says so, with the way home and to the consultation request', async () => {
    await renderPage(<PracticePage path="/divorce/lawsuit" />, { route: '/divorce/lawsuit', baseURL: server.baseURL });
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /상담 신청하기/ }).length).toBeGreaterThan(0));
  });
});
