import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { accessToken } from '../support/console.ts';
import { stubYouTubePlayer, watchPageErrors } from '../support/page-errors.ts';
import { hydrated } from '../support/hydrated.ts';

type Language = 'ko' | 'en';

interface Lawyer {
  key: string;
  title: string;
  titleEn: string;
  ceo: boolean;
}

interface Board {
  _id: string;
  subject: string;
  subOnly?: boolean;
  video?: string | null;
}

const stamp = Date.now().toString(36);

const successCase = {
  code: 'reference',
  subject: {
    ko: `협의 없이 집을 처분하려던 배우자에게 처분금지가처분을 받아 재산분할을 마친 사례 ${stamp}`,
    en: `A provisional injunction stopped a spouse selling the home before property was divided ${stamp}`,
  },
  subTitle: { ko: '', en: '' },
  content: {
    ko: '<p>의뢰인의 배우자가 공동으로 모은 집을 팔려고 하자 처분금지가처분을 신청하고 재산분할을 청구했습니다.</p>',
    en: '<p>When the client’s spouse tried to sell the home they had bought together, we applied for an injunction and claimed a division.</p>',
  },
  category: 'divorce-property',
  published: true,
  pinned: false,
};

const popup = {
  title: { ko: `상담 예약 안내 ${stamp}`, en: `Booking a consultation ${stamp}` },
  content: {
    ko: '방문 상담은 예약하신 시간에 변호사가 직접 진행합니다.',
    en: 'Consultations in person are held by a lawyer at the time you book.',
  },
  link: '/contact/seoul',
  width: 360,
  height: 0,
  startAt: null,
  endAt: null,
  active: true,
  order: 0,
};

const created: { caseId?: string; popupId?: string; token?: string } = {};

async function publicList<T>(request: APIRequestContext, path: string, key: string, language: Language): Promise<T[]> {
  const response = await request.get(path, { headers: { 'Accept-Language': language } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Record<string, T[]>)[key]!;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const prefix = (language: Language) => (language === 'en' ? '/en' : '');

const text = {
  ko: {
    heroTitle: '이혼·가사·상속, 처음부터 끝까지 함께합니다',
    heroMedia: '방송·언론 출연',
    expertise: '태성 이혼가사팀이 걸어온 길',
    expertiseMore: '이혼가사팀 소개 보기',
    consultations: '이혼 상담 5,800건 이상',
    media: '방송과 언론에서 만난 이혼가사팀',
    mediaCarousel: '방송 출연 영상',
    mediaNext: '다음 영상',
    mediaMore: '언론보도 더 보기',
    lawyers: '변호사 프로필',
    pause: '자동 넘김 멈춤',
    play: '자동 넘김 재생',
    cases: '성공사례',
    offices: '서울·인천 이혼가사팀',
    seoul: '서울 오시는 길',
    incheon: '인천 오시는 길',
    notices: '알림',
    hideToday: '오늘 하루 보지 않기',
    close: '닫기',
  },
  en: {
    heroTitle: 'Divorce, family and inheritance: with you from the first call to the final ruling',
    heroMedia: 'On TV and in the press',
    expertise: 'What the team brings to your case',
    expertiseMore: 'About the team',
    consultations: 'More than 5,800 divorce consultations',
    media: 'The team on TV and in the press',
    mediaCarousel: 'TV appearances',
    mediaNext: 'Next video',
    mediaMore: 'More media coverage',
    lawyers: 'Lawyer profiles',
    pause: 'Pause rotation',
    play: 'Start rotation',
    cases: 'Success cases',
    offices: 'Seoul and Incheon teams',
    seoul: 'Seoul Office',
    incheon: 'Incheon Office',
    notices: 'Notices',
    hideToday: "Don't show again today",
    close: 'Close',
  },
} as const;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  created.token = await accessToken(request);
  const headers = { Authorization: `Bearer ${created.token}` };
  const board = await request.post('/api/console/boards', { headers, data: successCase });
  expect(board.ok()).toBe(true);
  created.caseId = ((await board.json()) as { board: { _id: string } }).board._id;
  const notice = await request.post('/api/console/popups', { headers, data: popup });
  expect(notice.ok()).toBe(true);
  created.popupId = ((await notice.json()) as { popup: { _id: string } }).popup._id;
});

test.afterAll(async ({ request }) => {
  if (!created.token) return;
  const headers = { Authorization: `Bearer ${created.token}` };
  if (created.caseId) await request.delete(`/api/console/boards/${created.caseId}`, { headers });
  if (created.popupId) await request.delete(`/api/console/popups/${created.popupId}`, { headers });
});

/** The layout shifts of the page so far (CLS without session windows: an upper bound). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

async function rowsOf(items: Locator): Promise<number[]> {
  const tops = await items.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  return [...new Set(tops)];
}

/**
 * Korean at every width the layout changes at; English, whose longer words wrap differently, at the phone's and the
 * desktop's. Each run takes 15–19 s on a 2-core machine, so the middle widths are not run twice.
 */
const homeRuns = [
  ...[375, 768, 1024, 1440].map((width) => ({ language: 'ko' as const, width })),
  ...[375, 1440].map((width) => ({ language: 'en' as const, width })),
];

for (const { language, width } of homeRuns) {
  test(`${language} at ${width} px: every block of the home page works`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const t = text[language];
    const errors = watchPageErrors(page);
    await stubYouTubePlayer(page);
    await page.setViewportSize({ width, height: 900 });
    const lawyers = await publicList<Lawyer>(request, '/api/v1/lawyers?limit=100', 'lawyers', language);
    const media = await publicList<Board>(request, '/api/v1/boards?code=media&limit=50', 'boards', language);
    const lead = lawyers.find((lawyer) => lawyer.ceo)!;
    const leadName = language === 'en' ? lead.titleEn : lead.title;

    await page.goto(`${prefix(language)}/`);

    const notices = page.getByRole('complementary', { name: t.notices });
    const notice = notices.getByRole('dialog', { name: popup.title[language] });
    await expect(notice).toBeVisible();
    await expect(notice).not.toHaveAttribute('aria-modal');
    await expect(notice).toContainText(popup.content[language]);
    const popupBoxes = await notices
      .getByRole('dialog')
      .evaluateAll((dialogs) =>
        dialogs.map((dialog) =>
          [...dialog.querySelectorAll('button')].map((button) => button.getBoundingClientRect().toJSON() as DOMRect),
        ),
      );
    const buttons = popupBoxes.flat();
    for (const [index, a] of buttons.entries()) {
      for (const b of buttons.slice(index + 1)) {
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(overlap).toBe(false);
      }
    }
    while ((await notices.count()) > 0) await notices.getByRole('button', { name: t.close }).first().click();

    const hero = page.getByRole('region', { name: t.heroTitle });
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByRole('img', { name: leadName })).toBeVisible();
    await expect(hero.getByRole('img', { name: leadName })).toHaveAttribute('fetchpriority', 'high');
    const heroItems = hero.getByRole('heading', { name: t.heroMedia }).locator('+ ul > li');
    await expect(heroItems).toHaveCount(10);
    await expect(heroItems.first()).toContainText(media[0]!.subject);

    const panel = hero.locator('[data-sticky]');
    await expect(panel).toHaveAttribute('data-sticky', 'none');
    const heroBox = (await hero.boundingBox())!;
    await page.evaluate((top) => window.scrollTo(0, top), heroBox.y + 200);
    await expect(panel).toHaveAttribute('data-sticky', width >= 768 ? 'active' : 'none');
    if (width >= 768) {
      const panelTop = (await panel.boundingBox())!.y;
      await page.evaluate(() => window.scrollBy(0, 200));
      await expect.poll(async () => Math.round((await panel.boundingBox())!.y)).toBe(Math.round(panelTop));
      await page.evaluate((bottom) => window.scrollTo(0, bottom), heroBox.y + heroBox.height);
      await expect(panel).toHaveAttribute('data-sticky', 'bottom');
    }

    const expertise = page.getByRole('region', { name: t.expertise });
    await expertise.scrollIntoViewIfNeeded();
    await expect(expertise.getByRole('heading', { level: 3 })).toHaveCount(7);
    await expect(expertise.getByRole('heading', { name: t.consultations })).toBeVisible();
    await expect(expertise.getByRole('link', { name: t.expertiseMore })).toHaveAttribute(
      'href',
      `${prefix(language)}/taesung/center`,
    );
    await expect(expertise).not.toContainText(/전문|전담|최고|유일|무료|승소율/);

    const mediaSection = page.getByRole('region', { name: t.media });
    const carousel = mediaSection.getByRole('region', { name: t.mediaCarousel });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('group')).toHaveCount(media.filter((item) => !item.subOnly).length);
    await expect(carousel.getByRole('group')).toHaveCount(14);
    await expect(carousel.locator('[aria-hidden="true"]', { hasText: '/ 14' })).toHaveText('1 / 14');
    await carousel.getByRole('button', { name: t.mediaNext }).click();
    await expect(carousel.locator('[aria-hidden="true"]', { hasText: '/ 14' })).toHaveText('2 / 14');
    await expect(mediaSection.getByRole('link', { name: t.mediaMore })).toHaveAttribute(
      'href',
      `${prefix(language)}/media`,
    );

    const card = carousel.getByRole('group').nth(1).getByRole('link');
    await card.click();
    const dialog = page.getByRole('dialog', {
      name: new RegExp(escapeRegExp(media.filter((item) => !item.subOnly)[1]!.subject)),
    });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const player = dialog.locator('iframe');
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?/);
    const box = (await player.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(1032 / 580, 1);
    await expect(dialog.getByRole('button', { name: t.close })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(card).toBeFocused();
    await card.click();
    await dialog.getByRole('button', { name: t.close }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeFocused();

    const lawyerCarousel = page.getByRole('region', { name: t.lawyers });
    await lawyerCarousel.scrollIntoViewIfNeeded();
    await expect(lawyerCarousel.getByRole('link')).toHaveCount(lawyers.length);
    const hrefs = await lawyerCarousel
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(
      new Set(lawyers.map((lawyer) => `${prefix(language)}/taesung/lawyer/${lawyer.key}`)),
    );
    // Paused before the slide is looked for: on a busy machine autoplay could turn it away between two looks.
    await lawyerCarousel.getByRole('button', { name: t.pause }).click();
    await expect(lawyerCarousel.getByRole('button', { name: t.play })).toBeVisible();
    const current = (await lawyerCarousel.locator('p [aria-hidden="true"]').textContent())?.split('/')[0]?.trim();
    await expect(
      lawyerCarousel.getByRole('group', { name: `${current} / ${lawyers.length}`, exact: true }),
    ).toBeInViewport();

    const cases = page.getByRole('region', { name: t.cases });
    await cases.scrollIntoViewIfNeeded();
    const caseLinks = cases.getByRole('listitem').getByRole('link');
    await expect(caseLinks.first()).toHaveAttribute('href', `${prefix(language)}/reference/${created.caseId}`);
    await expect(caseLinks.first()).toContainText(successCase.subject[language].slice(0, 12));
    expect(await rowsOf(cases.getByRole('listitem'))).toHaveLength(width >= 1024 ? 2 : 3);
    const clamped = await caseLinks
      .first()
      .locator('span')
      .last()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight);
      });
    expect(Math.round(clamped)).toBeLessThanOrEqual(2);

    const offices = page.getByRole('region', { name: t.offices });
    await offices.scrollIntoViewIfNeeded();
    await expect(offices.getByRole('link', { name: t.seoul })).toHaveAttribute(
      'href',
      `${prefix(language)}/contact/seoul`,
    );
    await expect(offices.getByRole('link', { name: t.incheon })).toHaveAttribute(
      'href',
      `${prefix(language)}/contact/incheon`,
    );
    await expect(offices.getByRole('listitem').first()).toHaveCSS('opacity', '1');

    expect(errors).toEqual([]);
  });
}

for (const width of [375, 1440]) {
  test(`ko at ${width} px: the page does not move when the script takes over`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    // Swiper starts as each carousel nears the screen; scrolling is not input, so its shifts would count.
    for (const name of [text.ko.mediaCarousel, text.ko.lawyers]) {
      await page.getByRole('region', { name, exact: true }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(200);
    }
    await expect(page.locator('.swiper-initialized')).toHaveCount(2);
    await page.waitForTimeout(500);
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });
}

test('a popup hidden for today comes back after midnight; one closed comes back on the next visit', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(2031, 4, 20, 23, 40));
  await page.goto('/');
  const layer = page.getByRole('complementary', { name: '알림' });
  const notice = layer.getByRole('dialog', { name: popup.title.ko });
  await notice.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await hydrated(page);
  await expect(notice).toHaveCount(0);
  await page.clock.setFixedTime(new Date(2031, 4, 21, 0, 1));
  await page.reload();
  await expect(notice).toBeVisible();

  await notice.focus();
  await page.keyboard.press('Escape');
  await expect(notice).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(notice).toHaveCount(0);
  await context.close();

  const nextVisit = await browser.newContext();
  const again = await nextVisit.newPage();
  await again.clock.setFixedTime(new Date(2031, 4, 21, 0, 2));
  await again.goto('/');
  await expect(
    again.getByRole('complementary', { name: '알림' }).getByRole('dialog', { name: popup.title.ko }),
  ).toBeVisible();
  await nextVisit.close();
});

test('without JavaScript every block still shows its content', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const name of [text.ko.expertise, text.ko.media, text.ko.cases, text.ko.offices]) {
    const section = page.getByRole('region', { name });
    await section.scrollIntoViewIfNeeded();
    await expect(section).toBeVisible();
  }
  const firstLawyer = page.getByRole('region', { name: text.ko.lawyers }).getByRole('group').first();
  await firstLawyer.scrollIntoViewIfNeeded();
  await expect(firstLawyer).toBeInViewport();
  await expect(page.getByRole('region', { name: text.ko.offices }).getByRole('listitem').first()).toHaveCSS(
    'opacity',
    '1',
  );
  await expect(page.getByRole('region', { name: text.ko.mediaCarousel }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.youtube\.com\/watch\?v=/,
  );
  await expect(page.getByRole('complementary', { name: '알림' })).toHaveCount(0);
  await context.close();
});
