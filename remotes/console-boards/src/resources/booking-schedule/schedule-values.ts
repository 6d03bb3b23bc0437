import type {
  BookingAvailabilityInput,
  BookingAvailabilityRecord,
  BookingExceptionFormValues,
  BookingExceptionRecord,
  BookingKind,
  OfficeCode,
} from '@taesung/shared/schemas';

export const schedulePath = '/console/forms/schedule';

/** The weekdays in the order a Korean week is read, Monday first; 0 is Sunday. */
export const weekdayOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** The rules a kind starts from when its office has none saved yet (an office added to the settings). */
export const noAvailability: BookingAvailabilityInput = {
  weeklyHours: [],
  slotMinutes: 30,
  horizonDays: 30,
  leadMinutes: 120,
  capacity: 1,
};

export const availabilityToInput = (record: BookingAvailabilityRecord | undefined): BookingAvailabilityInput =>
  record
    ? {
        weeklyHours: record.weeklyHours,
        slotMinutes: record.slotMinutes,
        horizonDays: record.horizonDays,
        leadMinutes: record.leadMinutes,
        capacity: record.capacity,
      }
    : noAvailability;

/** The offices the rules are kept for, in the settings' order. */
export const officesOf = (records: readonly BookingAvailabilityRecord[]): OfficeCode[] => [
  ...new Set(records.map((record) => record.office)),
];

export const findAvailability = (
  records: readonly BookingAvailabilityRecord[],
  office: OfficeCode,
  kind: BookingKind,
) => records.find((record) => record.office === office && record.kind === kind);

export const emptyException = (office: OfficeCode): BookingExceptionFormValues => ({
  office,
  day: '',
  type: 'closed',
  from: '',
  to: '',
  note: '',
});

export const exceptionToInput = (exception: BookingExceptionRecord): BookingExceptionFormValues => ({
  office: exception.office,
  day: exception.day,
  type: exception.type,
  from: exception.from ?? '',
  to: exception.to ?? '',
  note: exception.note,
});

/** What an exception does, as its label key: closed all day, closed hours or extra hours. */
export const exceptionKind = (exception: Pick<BookingExceptionRecord, 'type' | 'from'>) =>
  exception.type === 'open' ? 'openHours' : exception.from ? 'closedHours' : 'closedDay';

/** The year of today in Seoul, and the next one: the holidays the screen lists. */
export function holidayYears(now = new Date()): [number, number] {
  const year = new Date(now.getTime() + 9 * 60 * 60 * 1000).getUTCFullYear();
  return [year, year + 1];
}
