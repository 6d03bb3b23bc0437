import { localeOf, pick, pickList } from './locale.ts';

test.each([
  [undefined, 'ko'],
  ['', 'ko'],
  ['en', 'en'],
  ['en-US,en;q=0.9', 'en'],
  ['ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7', 'ko'],
  ['en;q=0.8, ko;q=0.9', 'ko'],
  ['fr-FR,en;q=0.5', 'en'],
  ['zh-CN,ja', 'ko'],
  ['en;q=0', 'ko'],
])('Accept-Language %p reads as %p', (header, locale) => {
  expect(localeOf(header)).toBe(locale);
});

test('English falls back to Korean per field and per list', () => {
  expect(pick({ ko: '이혼', en: 'Divorce' }, 'en')).toBe('Divorce');
  expect(pick({ ko: '이혼', en: '  ' }, 'en')).toBe('이혼');
  expect(pick({ ko: '이혼', en: 'Divorce' }, 'ko')).toBe('이혼');
  expect(pickList({ ko: [1, 2], en: [] }, 'en')).toEqual([1, 2]);
  expect(pickList({ ko: [1, 2], en: [3] }, 'en')).toEqual([3]);
});
