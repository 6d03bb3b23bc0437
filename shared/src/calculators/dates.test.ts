import { addMonthsCivil, addYearsCivil, daysBetween, isDay, koreanToday, nextWeekday } from './dates.ts';

test('a day is a real calendar day', () => {
  expect(isDay('2024-02-29')).toBe(true);
  expect(isDay('2025-02-29')).toBe(false);
  expect(isDay('2025-13-01')).toBe(false);
  expect(isDay('2025-1-01')).toBe(false);
});

test("a period of months ends on the day with the same number, or the month's last day (Civil Code art. 160)", () => {
  expect(addMonthsCivil('2026-01-10', 6)).toBe('2026-07-10');
  expect(addMonthsCivil('2025-08-31', 6)).toBe('2026-02-28');
  expect(addMonthsCivil('2023-08-31', 6)).toBe('2024-02-29');
  expect(addYearsCivil('2024-02-29', -1)).toBe('2023-02-28');
  expect(addYearsCivil('2025-12-31', 2)).toBe('2027-12-31');
});

test('a last day on a weekend moves to Monday (art. 161)', () => {
  expect(nextWeekday('2026-07-11')).toBe('2026-07-13');
  expect(nextWeekday('2026-07-12')).toBe('2026-07-13');
  expect(nextWeekday('2026-07-10')).toBe('2026-07-10');
});

test('days are counted on the Korean calendar', () => {
  expect(daysBetween('2026-07-10', '2026-07-13')).toBe(3);
  expect(koreanToday(new Date('2026-11-27T15:00:00Z'))).toBe('2026-11-28');
  expect(koreanToday(new Date('2026-11-27T14:59:59Z'))).toBe('2026-11-27');
});
