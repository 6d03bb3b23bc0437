import { freeSlots, seoulIso, type SlotInput } from './booking-slots.ts';

process.env.TZ = 'America/Los_Angeles';

const weekdays = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, from: '09:00', to: '12:00' },
  { weekday, from: '13:00', to: '18:00' },
]);

/** Monday 2026-12-07 to Sunday 2026-12-13, seen from 08:00 Seoul on Monday. */
const input = (overrides: Partial<SlotInput> = {}, rules: Partial<SlotInput['rules']> = {}): SlotInput => ({
  rules: { weeklyHours: weekdays, slotMinutes: 60, horizonDays: 30, leadMinutes: 0, capacity: 1, ...rules },
  exceptions: [],
  holidays: new Set(),
  booked: [],
  from: '2026-12-07',
  days: 7,
  now: new Date('2026-12-07T08:00:00+09:00'),
  ...overrides,
});

const startsOn = (slots: { start: string }[], day: string) =>
  slots.filter((slot) => slot.start.startsWith(day)).map((slot) => slot.start.slice(11, 16));

describe('free slots', () => {
  test("weekly hours cut into slots, in Seoul time whatever the server's time zone", () => {
    const slots = freeSlots(input());
    expect(startsOn(slots, '2026-12-07')).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(slots[0]).toEqual({ start: '2026-12-07T09:00:00+09:00', end: '2026-12-07T10:00:00+09:00' });
    expect(slots).toHaveLength(5 * 8);
    expect(startsOn(slots, '2026-12-12')).toEqual([]);
    expect(seoulIso(new Date('2026-12-07T00:30:00Z'))).toBe('2026-12-07T09:30:00+09:00');
  });

  test('a slot that does not fit before the end of its hours is not offered', () => {
    expect(startsOn(freeSlots(input({}, { slotMinutes: 40 })), '2026-12-07')).toEqual([
      '09:00',
      '09:40',
      '10:20',
      '11:00',
      '13:00',
      '13:40',
      '14:20',
      '15:00',
      '15:40',
      '16:20',
      '17:00',
    ]);
  });

  test('public holidays close the day; extra hours open it again', () => {
    const holiday = freeSlots(input({ holidays: new Set(['2026-12-08']) }));
    expect(startsOn(holiday, '2026-12-08')).toEqual([]);
    const extra = freeSlots(
      input({
        holidays: new Set(['2026-12-08']),
        exceptions: [{ day: '2026-12-08', type: 'open', from: '10:00', to: '12:00' }],
      }),
    );
    expect(startsOn(extra, '2026-12-08')).toEqual(['10:00', '11:00']);
    const saturday = freeSlots(
      input({ exceptions: [{ day: '2026-12-12', type: 'open', from: '10:00', to: '11:00' }] }),
    );
    expect(startsOn(saturday, '2026-12-12')).toEqual(['10:00']);
  });

  test('days off and closed hours remove the slots they overlap', () => {
    const slots = freeSlots(
      input({
        exceptions: [
          { day: '2026-12-09', type: 'closed', from: null, to: null },
          { day: '2026-12-10', type: 'closed', from: '14:30', to: '16:00' },
        ],
      }),
    );
    expect(startsOn(slots, '2026-12-09')).toEqual([]);
    expect(startsOn(slots, '2026-12-10')).toEqual(['09:00', '10:00', '11:00', '13:00', '16:00', '17:00']);
  });

  test('lead time and horizon: not sooner than the lead time, not beyond the horizon', () => {
    const soon = freeSlots(input({ now: new Date('2026-12-07T10:30:00+09:00') }, { leadMinutes: 120 }));
    expect(startsOn(soon, '2026-12-07')).toEqual(['13:00', '14:00', '15:00', '16:00', '17:00']);
    const near = freeSlots(input({}, { horizonDays: 2 }));
    expect(startsOn(near, '2026-12-09')).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(startsOn(near, '2026-12-10')).toEqual([]);
  });

  test('a slot is free while a seat of its capacity is', () => {
    const ten = new Date('2026-12-07T10:00:00+09:00');
    expect(startsOn(freeSlots(input({ booked: [ten] })), '2026-12-07')).not.toContain('10:00');
    expect(startsOn(freeSlots(input({ booked: [ten] }, { capacity: 2 })), '2026-12-07')).toContain('10:00');
    expect(startsOn(freeSlots(input({ booked: [ten, ten] }, { capacity: 2 })), '2026-12-07')).not.toContain('10:00');
    expect(freeSlots(input({}, { capacity: 0 }))).toEqual([]);
  });

  test('a range of days across a month and year end', () => {
    const slots = freeSlots(
      input({
        from: '2026-12-31',
        days: 2,
        now: new Date('2026-12-30T00:00:00+09:00'),
        holidays: new Set(['2027-01-01']),
      }),
    );
    expect(startsOn(slots, '2026-12-31')).toHaveLength(8);
    expect(startsOn(slots, '2027-01-01')).toEqual([]);
  });
});
