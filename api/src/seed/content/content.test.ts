import sharp from 'sharp';
import {
  boardInput,
  boardRecord,
  faqInput,
  lawyerInput,
  lawyerKey,
  officeCodes,
  popupInput,
  practiceInput,
  settingRecord,
  termsInput,
} from '@taesung/shared/schemas';
import { practiceCodes } from '@taesung/shared/site';
import { seedContent } from './index.ts';
import type { SeedBoard, SeedImage } from './types.ts';

/*
 * Checks the seed content against the schemas and against the rules a Korean law firm's site must follow.
 *
 * Forbidden wording (bar advertising rules), in both languages:
 * - no claim of being a specialist or dedicated: 전문, 전담 / specialist, specialised, specialty, dedicated, expert.
 *   The official names of a law school degree (법학전문대학원, 법학전문석사) are removed before checking: they name
 *   a school, not a claim.
 * - no superlatives or rankings: 최고, 최상, 최다, 유일, 독보적, 1위, 넘버원 / best (except the legal phrase "best
 *   interests" of a child), No. 1, number one, top-rated, leading firm, premier, "the only firm/team/lawyer".
 *   ("only" alone stays allowed: "lawyers handle only divorce and family cases" is an allowed claim.)
 * - no free or cut-price consultation: 무료, 공짜, 할인, 특가 / free consultation, free of charge, for free,
 *   complimentary, discount, cut-price, cheapest.
 * - no success figures or guarantees: 승소율, 성공률, 승률, any percentage (the content states legal shares as
 *   fractions), "보장합니다", "장담합니다" / win rate, success rate, "guarantee" of a result or outcome.
 *   (The legal terms "special" and "guarantee debt" stay allowed.)
 * Personal data: every phone-like number uses the unassigned exchange 0000, except the public remedy bodies the
 * privacy policy must list; every e-mail address and web link uses the reserved `.example` domain.
 */

const forbidden: RegExp[] = [
  /전문|전담/,
  /최고|최상|최다|유일|독보적|1위|넘버원/,
  /무료|공짜|할인|특가/,
  /승소율|성공률|승률|퍼센트|\d\s?%|(보장|장담)(합니다|해 ?드립니다)/,
  /\bspeciali[sz]|\bspecialt(y|ies)\b|\bdedicated\b|\bexpert(s|ise)?\b/i,
  /\bbest\b(?!\s+interests?)|\bno\.\s?1\b|\bnumber\s+one\b|#1\b|\btop[-\s](rated|ranked|tier)\b|\bleading\s+(law\s+)?firm\b|\bpremier\b/i,
  /\bthe\s+only\s+(law\s+)?(firm|team|lawyers?)\b|\bonly\s+(law\s+)?firm\b/i,
  /\bfree\s+(of\s+charge|consultations?|advice|initial)\b|\bfor\s+free\b|\bno\s+charge\b|\bat\s+no\s+cost\b|\bcomplimentary\b|\bdiscount|\bcut-price\b|\bcheapest\b/i,
  /\bwin(ning)?\s+rates?\b|\bsuccess\s+rates?\b|\bpercent/i,
  /\bguarantee[sd]?\s+(a\s+|the\s+|your\s+)?(results?|outcomes?|success|win|victory)\b|\bwe\s+guarantee\b/i,
];

/** Words that contain a forbidden syllable but are the official names of a law school and its degree. */
const allowedTerms = /법학전문대학원|법학전문석사/g;

/** Public bodies the privacy policy must name (PIPA art. 30): not personal data. */
const publicNumbers = new Set(['1833-6972']);

const allowedTags = new Set(['p', 'h3', 'ul', 'li', 'strong']);
const now = new Date().toISOString();
const iso = (date: Date) => date.toISOString();

interface Found {
  path: string;
  value: string;
}

function isImage(value: unknown): value is SeedImage {
  return typeof value === 'object' && value !== null && typeof (value as SeedImage).render === 'function';
}

function collect(value: unknown, path: string, texts: Found[], images: SeedImage[]): void {
  if (typeof value === 'string') texts.push({ path, value });
  else if (isImage(value)) images.push(value);
  else if (Array.isArray(value)) value.forEach((item, index) => collect(item, `${path}[${index}]`, texts, images));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) collect(item, `${path}.${key}`, texts, images);
  }
}

const texts: Found[] = [];
const images: SeedImage[] = [];
collect(seedContent, 'seedContent', texts, images);

const stripImage = <T extends { image: unknown }>({ image: _image, ...rest }: T) => rest;
const stripThumb = <T extends { thumb: unknown }>({ thumb: _thumb, ...rest }: T) => rest;

function parseBoard(board: SeedBoard) {
  const rest = stripThumb(board);
  boardRecord.parse({ ...rest, _id: 'seed', thumb: null, files: [], updatedAt: now });
  const { createdAt: _createdAt, ...input } = rest;
  boardInput.parse(input);
}

/** Phone-like numbers: 02-0000-5800, 010-0000-5800, +82 2-0000-5800, and national numbers such as 1600-0000. */
function phoneNumbers(text: string): string[] {
  return [
    ...(text.match(/(?<![\d-])(?:\+82[\s-]?)?0?\d{1,2}[\s-]\d{3,4}[\s-]\d{4}(?![\d-])/g) ?? []),
    ...(text.match(/(?<![\d-])1[5-9]\d{2}-\d{4}(?![\d-])/g) ?? []),
  ];
}

function isFictionalNumber(number: string): boolean {
  return publicNumbers.has(number) || number.split(/[\s-]/).includes('0000');
}

function isForbidden(text: string): boolean {
  const checked = text.replace(allowedTerms, '');
  return forbidden.some((pattern) => pattern.test(checked));
}

function plain(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('seed content: schemas', () => {
  it('parses the setting with every office', () => {
    const setting = {
      ...seedContent.setting,
      offices: seedContent.setting.offices.map((office) => ({ ...office, image: null })),
    };
    expect(() => settingRecord.parse(setting)).not.toThrow();
    expect(seedContent.setting.offices.map((office) => office.code).sort()).toEqual([...officeCodes].sort());
    for (const office of seedContent.setting.offices) expect(office.image).not.toBeNull();
  });

  it('parses every lawyer, board post, practice page, FAQ, terms and popup', () => {
    for (const lawyer of seedContent.lawyers) lawyerInput.parse(stripImage(lawyer));
    for (const board of [...seedContent.media, ...seedContent.successCases, ...seedContent.notices]) parseBoard(board);
    for (const page of seedContent.practices) practiceInput.parse(page);
    for (const faq of seedContent.faqs) faqInput.parse(faq);
    for (const terms of seedContent.terms) termsInput.parse(terms);
    for (const popup of seedContent.popups) popupInput.parse(stripImage(popup));
  });
});

describe('seed content: lawyers', () => {
  const { lawyers } = seedContent;

  it('has 16 profiles with unique URL-safe keys and unique order', () => {
    expect(lawyers).toHaveLength(16);
    const keys = lawyers.map((lawyer) => lawyer.key);
    expect(new Set(keys).size).toBe(16);
    for (const key of keys) expect(lawyerKey.safeParse(key).success).toBe(true);
    expect(new Set(lawyers.map((lawyer) => lawyer.order)).size).toBe(16);
  });

  it('has exactly one lead lawyer, who is also a representative', () => {
    const ceos = lawyers.filter((lawyer) => lawyer.ceo);
    expect(ceos).toHaveLength(1);
    expect(ceos[0]?.representative).toBe(true);
    expect(lawyers.filter((lawyer) => lawyer.representative).length).toBeGreaterThanOrEqual(1);
  });

  it('places every lawyer in an existing office and fills both languages', () => {
    for (const lawyer of lawyers) {
      expect(officeCodes).toContain(lawyer.office);
      expect(lawyer.info.ko.length).toBeGreaterThanOrEqual(3);
      expect(lawyer.info.en).toHaveLength(lawyer.info.ko.length);
      for (const section of [...lawyer.info.ko, ...lawyer.info.en]) {
        expect(Boolean(section.text) || (section.infoDetail?.length ?? 0) > 0).toBe(true);
      }
      expect(lawyer.image.width * 4).toBe(lawyer.image.height * 3);
    }
  });
});

describe('seed content: boards', () => {
  it('has 15 media items, only the last one hero-only, with video ids', () => {
    const { media } = seedContent;
    expect(media).toHaveLength(15);
    media.forEach((item, index) => {
      expect(item.code).toBe('media');
      expect(Boolean(item.subOnly)).toBe(index === media.length - 1);
      expect(item.video).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(item.subTitle.ko && item.subTitle.en).toBeTruthy();
      expect(item.published).toBe(true);
      expect(item.thumb?.width).toBe(1280);
      expect(item.thumb?.height).toBe(720);
    });
    expect(new Set(media.map((item) => item.video)).size).toBe(15);
    const dates = media.map((item) => Date.parse(item.createdAt));
    expect(Math.max(...dates) - Math.min(...dates)).toBeLessThanOrEqual(3 * 366 * 86_400_000);
    expect(Math.max(...dates)).toBeLessThanOrEqual(Date.now());
  });

  it('has at least 12 anonymised success cases covering every practice', () => {
    const cases = seedContent.successCases;
    expect(cases.length).toBeGreaterThanOrEqual(12);
    expect(new Set(cases.map((item) => item.category))).toEqual(new Set(practiceCodes));
    for (const item of cases) {
      expect(item.code).toBe('reference');
      for (const html of [item.content.ko, item.content.en]) {
        const paragraphs = html.match(/<p>/g)?.length ?? 0;
        expect(paragraphs).toBeGreaterThanOrEqual(3);
        expect(paragraphs).toBeLessThanOrEqual(6);
      }
      expect(item.thumb?.width).toBe(800);
      expect(item.thumb?.height).toBe(600);
    }
    const dates = cases.map((item) => Date.parse(item.createdAt));
    expect(Math.max(...dates) - Math.min(...dates)).toBeLessThanOrEqual(2 * 366 * 86_400_000);
    expect(Math.max(...dates)).toBeLessThanOrEqual(Date.now());
  });

  it('has 4 to 6 notices, exactly one pinned', () => {
    const { notices } = seedContent;
    expect(notices.length).toBeGreaterThanOrEqual(4);
    expect(notices.length).toBeLessThanOrEqual(6);
    expect(notices.filter((item) => item.pinned)).toHaveLength(1);
    for (const item of notices) expect(item.code).toBe('notice');
  });
});

describe('seed content: practice pages, FAQs, terms, popups', () => {
  it('has one practice page per practice code with every kind of section', () => {
    const codes = seedContent.practices.map((page) => page.code);
    expect([...codes].sort()).toEqual([...practiceCodes].sort());
    for (const page of seedContent.practices) {
      expect(page.description.ko.length).toBeLessThanOrEqual(150);
      expect(page.description.en.length).toBeLessThanOrEqual(160);
      for (const locale of ['ko', 'en'] as const) {
        const sections = page.sections[locale];
        expect(new Set(sections.map((section) => section.kind))).toEqual(new Set(['text', 'steps', 'points']));
        expect(sections.at(-1)?.kind).toBe('text');
      }
      const prose = page.sections.ko
        .flatMap((section) => [
          plain(section.body ?? ''),
          ...(section.items ?? []).map((item) => `${item.title} ${item.text}`),
        ])
        .join(' ');
      expect(prose.length).toBeGreaterThanOrEqual(900);
      expect(prose.length).toBeLessThanOrEqual(1800);
    }
  });

  it('has 3 to 5 published FAQs for every practice, and consultation and fee FAQs', () => {
    for (const category of [...practiceCodes, 'consultation', 'fees']) {
      const entries = seedContent.faqs.filter((faq) => faq.category === category);
      expect(entries.length).toBeGreaterThanOrEqual(3);
      expect(entries.length).toBeLessThanOrEqual(5);
      expect(entries.every((faq) => faq.published)).toBe(true);
      expect(new Set(entries.map((faq) => faq.order)).size).toBe(entries.length);
    }
  });

  it('has the privacy policy and the terms of service', () => {
    expect(seedContent.terms.map((terms) => terms.code).sort()).toEqual(['privacy', 'service']);
    const privacy = seedContent.terms.find((terms) => terms.code === 'privacy');
    for (const required of [
      '처리 목적',
      '보유 기간',
      '제3자 제공',
      '위탁',
      '파기',
      '안전성 확보',
      '쿠키',
      '개인정보 보호책임자',
      '개인정보분쟁조정위원회',
    ]) {
      expect(privacy?.content.ko).toContain(required);
    }
  });

  it('has a popup whose display window covers at least a year from the day the content was written', () => {
    const written = new Date('2026-11-21T00:00:00+09:00');
    const yearLater = new Date(written.getTime() + 365 * 86_400_000);
    const covering = seedContent.popups.filter(
      (popup) =>
        popup.active &&
        (!popup.startAt || popup.startAt <= iso(written)) &&
        (!popup.endAt || popup.endAt >= iso(yearLater)),
    );
    expect(covering.length).toBeGreaterThanOrEqual(1);
  });
});

describe('seed content: wording and personal data', () => {
  it('has checks that catch forbidden wording and real-looking numbers, and let legitimate text pass', () => {
    const caught = [
      '이혼 전문 변호사',
      '상속 전담팀',
      '업계 최고',
      '국내 유일',
      '무료 상담',
      '상담료 할인',
      '승소율 공개',
      '성공률 100%',
      '승소를 보장합니다',
      'a divorce specialist',
      'specialized in family law',
      'our dedicated team',
      'family law experts',
      'the best lawyers',
      'No. 1 firm',
      'the only firm that',
      'free consultation',
      'free of charge',
      'a 20% discount',
      'our win rate',
      'we guarantee results',
    ];
    const passed = [
      '법학전문대학원 졸업 (법학전문석사)',
      '이혼·가사 사건만 맡아 온 변호사',
      '주요 취급 분야',
      'in the child’s best interests',
      'special qualified acceptance',
      'a guarantee debt',
      'lawyers who handle only divorce and family cases',
      'Main practice areas',
    ];
    expect(caught.filter((text) => !isForbidden(text))).toEqual([]);
    expect(passed.filter((text) => isForbidden(text))).toEqual([]);
    expect(
      phoneNumbers('02-1234-5678, 010 9876 5432, +82 2-3456-7890, 1588-1234').filter(
        (number) => !isFictionalNumber(number),
      ),
    ).toHaveLength(4);
    expect(
      phoneNumbers('02-0000-5800, +82 2-0000-5800, 062-0000-5830, 1600-0000, 1833-6972').every(isFictionalNumber),
    ).toBe(true);
  });

  it('uses no wording the bar advertising rules forbid', () => {
    const offending = texts
      .filter(({ value }) => isForbidden(value))
      .map(({ path, value }) => ({ path, value: value.replace(allowedTerms, '') }))
      .map(({ path, value }) => `${path}: "${forbidden.map((pattern) => value.match(pattern)?.[0]).find(Boolean)}"`);
    expect(offending).toEqual([]);
  });

  it('keeps English texts free of Korean script and Korean texts in Korean', () => {
    const english = texts.filter(({ path }) => /\.en\b|\.titleEn$/.test(path));
    expect(english.filter(({ value }) => /[\uac00-\ud7a3]/.test(value)).map(({ path }) => path)).toEqual([]);
    const korean = texts.filter(({ path, value }) => /\.ko$/.test(path) && value.length > 20);
    expect(korean.filter(({ value }) => !/[\uac00-\ud7a3]/.test(value)).map(({ path }) => path)).toEqual([]);
  });

  it('uses only sanitised tags in HTML texts', () => {
    const html = texts.filter(({ value }) => /<[a-z]/i.test(value));
    expect(html.length).toBeGreaterThan(0);
    for (const { path, value } of html) {
      for (const [, tag] of value.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)) {
        if (!allowedTags.has(tag!.toLowerCase())) throw new Error(`${path}: <${tag}> is not allowed`);
      }
      expect(value).not.toMatch(/<[a-z0-9]+\s[^>]*>/i);
    }
  });

  it('has no phone number outside the unassigned 0000 exchange', () => {
    const numbers = texts.flatMap(({ path, value }) => phoneNumbers(value).map((number) => ({ path, number })));
    expect(numbers.length).toBeGreaterThan(10);
    expect(numbers.filter(({ number }) => !isFictionalNumber(number))).toEqual([]);
  });

  it('uses only .example e-mail addresses and web links', () => {
    const emails = texts.flatMap(({ value }) => value.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? []);
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.filter((email) => !email.endsWith('.example'))).toEqual([]);
    const links = texts.flatMap(({ value }) => value.match(/https?:\/\/[^\s"'<>]+/g) ?? []);
    expect(links.filter((link) => !new URL(link).hostname.endsWith('.example'))).toEqual([]);
  });

  it('has a well-formed registration number that is not a valid one', () => {
    const { registrationNumber } = seedContent.setting;
    expect(registrationNumber).toMatch(/^\d{3}-\d{2}-\d{5}$/);
    const digits = registrationNumber.replaceAll('-', '').split('').map(Number);
    const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
    const sum =
      weights.reduce((total, weight, index) => total + weight * digits[index]!, 0) + Math.floor((digits[8]! * 5) / 10);
    expect((10 - (sum % 10)) % 10).not.toBe(digits[9]);
  });
});

describe('seed content: images', () => {
  it('has uniquely named pictures that render to small WebP files of their stated size, the same every time', async () => {
    expect(new Set(images.map((image) => image.name)).size).toBe(images.length);
    for (const image of images) {
      const { data, type } = await image.render();
      expect(type).toBe('image/webp');
      expect(data.length).toBeLessThan(60 * 1024);
      const meta = await sharp(data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', image.width, image.height]);
    }
    for (const image of [images[0]!, images.at(-1)!]) {
      const [first, second] = await Promise.all([image.render(), image.render()]);
      expect(first.data.equals(second.data)).toBe(true);
    }
  }, 60_000);
});
