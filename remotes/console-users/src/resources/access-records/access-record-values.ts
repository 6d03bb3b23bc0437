import { formatDate, type AccessRecord } from '@taesung/shared';

export const accessRecordsPath = '/console/records';

/** The list's filters, all in the address. */
export const accessRecordFilters = ['account', 'action', 'subject', 'subjectId', 'until', 'from', 'to'] as const;

/** The records of one item: everything done to a request, a question or an account. */
export const subjectRecordsPath = (subject: NonNullable<AccessRecord['subject']>, id: string) =>
  `${accessRecordsPath}?${new URLSearchParams({ subject, subjectId: id }).toString()}`;

/** The list from one record back: what the chain check links its first broken record to. */
export const untilRecordPath = (id: string) => `${accessRecordsPath}?${new URLSearchParams({ until: id }).toString()}`;

const shiftMonth = (month: string, by: number) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** The month of `now` on the firm's calendar (`YYYY-MM`). */
export const koreanMonth = (now: Date) => formatDate(now).slice(0, 7);

/** The `count` months that have ended before `current` (`YYYY-MM`), the latest first. */
export function endedMonths(current: string, count = 12): string[] {
  return Array.from({ length: count }, (_, index) => shiftMonth(current, -(index + 1)));
}
