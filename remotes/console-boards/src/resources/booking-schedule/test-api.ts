import type { BookingAvailabilityRecord } from '@taesung/shared/schemas';

export { fakeApi, session, type Answer, type SeenCall } from '@/test-support/fake-api.ts';

export const availabilityOf = (overrides: Partial<BookingAvailabilityRecord> = {}): BookingAvailabilityRecord => ({
  office: 'seoul-main',
  kind: 'visit',
  weeklyHours: [{ weekday: 1, from: '09:00', to: '12:00' }],
  slotMinutes: 60,
  horizonDays: 30,
  leadMinutes: 1440,
  capacity: 1,
  updatedAt: '2026-11-20T01:00:00.000Z',
  ...overrides,
});

export const listAnswer = <Key extends string>(key: Key, items: unknown[]) => ({
  status: 200,
  data: { [key]: items, summary: { totalCount: items.length, page: 1, limit: Math.max(1, items.length) } },
});
