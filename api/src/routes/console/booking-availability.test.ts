import { and, desc, eq } from 'drizzle-orm';
import { accessRecords, bookingAvailability } from '../../db/schema.ts';
import { settingRecord } from '../../test-support/fixtures.ts';
import { signedInApp } from '../../test-support/signed-in.ts';
import { logIn, staffAccount } from '../../test-support/staff.ts';

const { app, call, visit } = signedInApp();

type Slot = { start: string; end: string };
const slotsOf = async (office: string, kind: string) =>
  (await visit(`/api/v1/booking/slots?office=${office}&kind=${kind}&days=14`)).json().slots as Slot[];
const dayOf = (slot: Slot) => slot.start.slice(0, 10);
const weekdayOf = (slot: Slot) => new Date(`${dayOf(slot)}T00:00:00Z`).getUTCDay();
const timeOf = (slot: Slot) => slot.start.slice(11, 16);

const saturdayMornings = {
  weeklyHours: [{ weekday: 6, from: '10:00', to: '12:00' }],
  slotMinutes: 40,
  horizonDays: 30,
  leadMinutes: 0,
  capacity: 2,
};

beforeAll(async () => {
  expect((await call('PUT', '/api/console/setting', settingRecord())).statusCode).toBe(200);
});

describe('booking hours', () => {
  test('the console lists the rules of every office of the settings, and a change is what visitors are offered at once', async () => {
    const listed = (await call('GET', '/api/console/booking/availability')).json().availability as {
      office: string;
      kind: string;
    }[];
    expect(listed.map((rules) => `${rules.office} ${rules.kind}`)).toEqual([
      'seoul-main visit',
      'seoul-main phone',
      'seoul-main video',
      'incheon visit',
      'incheon phone',
      'incheon video',
    ]);

    const saved = await call('PUT', '/api/console/booking/availability/incheon/video', saturdayMornings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().availability).toMatchObject({ office: 'incheon', kind: 'video', ...saturdayMornings });

    const slots = await slotsOf('incheon', 'video');
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      expect(weekdayOf(slot)).toBe(6);
      expect(['10:00', '10:40', '11:20']).toContain(timeOf(slot));
    }
    expect((await slotsOf('incheon', 'phone')).every((slot) => weekdayOf(slot) !== 6)).toBe(true);

    const [record] = await app()
      .app.db.select()
      .from(accessRecords)
      .where(eq(accessRecords.action, 'update'))
      .orderBy(desc(accessRecords.id))
      .limit(1);
    expect(record).toMatchObject({ accountUsername: 'admin', detail: 'booking hours incheon video' });
  });

  test('a day closed at an office is not offered, and is again once the exception is deleted', async () => {
    const before = await slotsOf('seoul-main', 'phone');
    const day = dayOf(before[0]!);
    const created = await call('POST', '/api/console/booking/exceptions', {
      office: 'seoul-main',
      day,
      type: 'closed',
      from: null,
      to: null,
      note: '사무소 이전',
    });
    expect(created.statusCode).toBe(201);
    const exception = created.json().exception;
    expect(exception).toMatchObject({ office: 'seoul-main', day, type: 'closed', from: null, to: null });

    expect((await slotsOf('seoul-main', 'phone')).some((slot) => dayOf(slot) === day)).toBe(false);
    expect((await slotsOf('seoul-main', 'visit')).some((slot) => dayOf(slot) === day)).toBe(false);
    expect((await slotsOf('incheon', 'phone')).some((slot) => dayOf(slot) === day)).toBe(true);
    const listed = await call('GET', `/api/console/booking/exceptions?office=seoul-main&from=${day}&to=${day}`);
    expect(listed.json().exceptions.map((entry: { _id: string }) => entry._id)).toEqual([exception._id]);

    const narrowed = await call('PUT', `/api/console/booking/exceptions/${exception._id}`, {
      office: 'seoul-main',
      day,
      type: 'closed',
      from: '13:00',
      to: '24:00',
      note: '오후 휴무',
    });
    expect(narrowed.statusCode).toBe(200);
    const afternoon = (await slotsOf('seoul-main', 'phone')).filter((slot) => dayOf(slot) === day);
    expect(afternoon.length).toBeGreaterThan(0);
    expect(afternoon.every((slot) => timeOf(slot) < '13:00')).toBe(true);

    expect((await call('DELETE', `/api/console/booking/exceptions/${exception._id}`)).statusCode).toBe(204);
    expect(await slotsOf('seoul-main', 'phone')).toEqual(before);
    expect((await call('DELETE', `/api/console/booking/exceptions/${exception._id}`)).statusCode).toBe(404);
  });

  test('a public holiday added is not offered; it is listed by its year, renamed and deleted', async () => {
    const before = await slotsOf('incheon', 'phone');
    const day = dayOf(before.at(-1)!);
    const added = await call('POST', '/api/console/booking/holidays', {
      day,
      name: { ko: '임시공휴일', en: 'Temporary holiday' },
    });
    expect(added.statusCode).toBe(201);
    expect((await slotsOf('incheon', 'phone')).some((slot) => dayOf(slot) === day)).toBe(false);
    expect((await slotsOf('seoul-main', 'visit')).some((slot) => dayOf(slot) === day)).toBe(false);

    const again = await call('POST', '/api/console/booking/holidays', { day, name: { ko: '중복', en: '' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'HOLIDAY_TAKEN', message: expect.stringContaining('이미 공휴일') });

    const renamed = await call('PUT', `/api/console/booking/holidays/${day}`, {
      name: { ko: '대체공휴일', en: 'Substitute holiday' },
    });
    expect(renamed.statusCode).toBe(200);
    const year = day.slice(0, 4);
    const holidays = (await call('GET', `/api/console/booking/holidays?year=${year}`)).json().holidays as {
      day: string;
      name: { ko: string };
    }[];
    expect(holidays.find((holiday) => holiday.day === day)?.name.ko).toBe('대체공휴일');
    expect(holidays.every((holiday) => holiday.day.startsWith(year))).toBe(true);
    expect(holidays.map((holiday) => holiday.day)).toEqual([...holidays.map((holiday) => holiday.day)].sort());

    expect((await call('DELETE', `/api/console/booking/holidays/${day}`)).statusCode).toBe(204);
    expect(await slotsOf('incheon', 'phone')).toEqual(before);
  });

  test('a staff account of another module cannot change opening hours, and the attempt is recorded', async () => {
    const t = app();
    const adminToken = (await t.login()).accessToken;
    const account = await staffAccount(t, adminToken, { username: 'posts.writer', scope: ['console:posts'] });
    const { accessToken } = await logIn(t, 'posts.writer', account.password);
    const stored = async () =>
      (
        await t.app.db
          .select()
          .from(bookingAvailability)
          .where(and(eq(bookingAvailability.office, 'seoul-main'), eq(bookingAvailability.kind, 'visit')))
      )[0]!;
    const rulesBefore = await stored();
    const open = { ...saturdayMornings, weeklyHours: [{ weekday: 0, from: '00:00', to: '24:00' }], capacity: 50 };
    for (const [method, url, payload] of [
      ['PUT', '/api/console/booking/availability/seoul-main/visit', open],
      ['POST', '/api/console/booking/holidays', { day: '2027-04-01', name: { ko: '가짜', en: '' } }],
      ['GET', '/api/console/booking/availability', undefined],
    ] as const) {
      const response = await t.request({ method, url, token: accessToken, payload: payload as never });
      expect(response.statusCode).toBe(403);
    }
    expect(await stored()).toEqual(rulesBefore);
    const [refused] = await t.app.db
      .select()
      .from(accessRecords)
      .where(eq(accessRecords.action, 'refused'))
      .orderBy(desc(accessRecords.id))
      .limit(1);
    expect(refused).toMatchObject({ accountUsername: 'posts.writer' });
  });

  test('bad input is a 400 naming each field, in the caller’s language, and changes nothing', async () => {
    const before = (await call('GET', '/api/console/booking/availability')).json();
    const bad = await call(
      'PUT',
      '/api/console/booking/availability/seoul-main/visit',
      {
        weeklyHours: [
          { weekday: 1, from: '18:00', to: '09:00' },
          { weekday: 2, from: '09:00', to: '12:00' },
          { weekday: 2, from: '11:00', to: '13:00' },
          { weekday: 7, from: '9:00', to: '10:00' },
        ],
        slotMinutes: 3,
        horizonDays: 30,
        leadMinutes: -1,
        capacity: 1,
      },
      { 'accept-language': 'en' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect(bad.json().message).toBe('Please check what you entered.');
    expect(bad.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'body.weeklyHours.0.to', code: 'end_before_start' },
        { path: 'body.weeklyHours.2.from', code: 'hours_overlap' },
        { path: 'body.weeklyHours.3.weekday', code: 'too_big' },
        { path: 'body.weeklyHours.3.from', code: 'invalid_format' },
        { path: 'body.slotMinutes', code: 'too_small' },
        { path: 'body.leadMinutes', code: 'too_small' },
      ]),
    );

    const unknown = await call('PUT', '/api/console/booking/availability/gwangju/visit', saturdayMornings);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'UNKNOWN_OFFICE',
      message: expect.stringContaining('사이트 설정에 없는 사무소'),
      issues: [{ path: 'params.office', code: 'invalid_value' }],
    });

    const openWithoutHours = await call('POST', '/api/console/booking/exceptions', {
      office: 'incheon',
      day: '2027-04-01',
      type: 'open',
      from: null,
      to: '12:00',
    });
    expect(openWithoutHours.statusCode).toBe(400);
    expect(openWithoutHours.json().issues).toEqual([{ path: 'body.from', code: 'required' }]);
    const closedBackwards = await call('POST', '/api/console/booking/exceptions', {
      office: 'incheon',
      day: '2027-04-01',
      type: 'closed',
      from: '15:00',
      to: '14:00',
    });
    expect(closedBackwards.json().issues).toEqual([{ path: 'body.to', code: 'end_before_start' }]);
    const elsewhere = await call('POST', '/api/console/booking/exceptions', {
      office: 'gwangju',
      day: '2027-04-01',
      type: 'closed',
      from: null,
      to: null,
    });
    expect(elsewhere.json().code).toBe('UNKNOWN_OFFICE');
    expect(
      (await call('POST', '/api/console/booking/holidays', { day: '2027-02-30', name: { ko: '', en: '' } })).json()
        .issues,
    ).toEqual(expect.arrayContaining([{ path: 'body.name.ko', code: 'too_small' }]));

    expect((await call('GET', '/api/console/booking/availability')).json()).toEqual(before);
  });
});
