import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  accessRecords,
  bookingAvailability,
  bookingExceptions,
  bookings,
  forms,
  publicHolidays,
} from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type TestApp } from '../../test-support/app.ts';

process.env.TZ = 'America/New_York';

let t: TestApp;
let address = 0;

const get = (url: string) => t.request({ method: 'GET', url });
/** Each visitor post from its own address, so the per-address limit of public posts stays out of the way. */
const post = (payload: unknown, language = 'ko') =>
  t.request({
    method: 'POST',
    url: '/api/v1/forms',
    payload: payload as never,
    headers: { 'accept-language': language },
    remoteAddress: `198.51.100.${(address += 1)}`,
  });

const request = (overrides: Record<string, unknown> = {}) => ({
  name: '김예약',
  phone: '01098765432',
  category: 'divorce-property',
  office: 'incheon',
  contactTime: 'anytime',
  content: '상담 시간을 예약합니다.',
  agree: true,
  ...overrides,
});

type Slot = { start: string; end: string };
const slotsOf = async (office: string, kind: string, extra = '') =>
  (await get(`/api/v1/booking/slots?office=${office}&kind=${kind}&days=14${extra}`)).json().slots as Slot[];

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

describe('free times', () => {
  test('the holidays of 2026 and 2027, substitute holidays included, and hours for every office and kind come with the migrations', async () => {
    const holidays = await t.app.db.select({ day: publicHolidays.day }).from(publicHolidays);
    expect(holidays).toHaveLength(40);
    expect(holidays.map((holiday) => holiday.day)).toEqual(
      expect.arrayContaining(['2026-03-02', '2026-05-25', '2026-10-05', '2027-02-09', '2027-10-11', '2027-12-27']),
    );
    const availability = await t.app.db.select().from(bookingAvailability);
    expect(availability).toHaveLength(12);
    expect(availability.every((rules) => rules.capacity === 1 && rules.weeklyHours.length === 10)).toBe(true);
  });

  test('a fresh install offers weekday times of every kind, in Seoul time, never cached', async () => {
    for (const kind of ['visit', 'phone', 'video']) {
      const response = await get(`/api/v1/booking/slots?office=seoul-main&kind=${kind}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { slots } = response.json() as { slots: Slot[] };
      expect(slots.length).toBeGreaterThan(0);
      for (const slot of slots) {
        expect(slot.start).toMatch(/^\d{4}-\d\d-\d\dT(09|1[0-7]):[03]0:00\+09:00$/);
        expect(Date.parse(slot.start)).toBeGreaterThan(Date.now());
        expect([1, 2, 3, 4, 5]).toContain(new Date(`${slot.start.slice(0, 10)}T00:00:00Z`).getUTCDay());
      }
    }
    expect((await get('/api/v1/booking/slots?office=busan&kind=visit')).statusCode).toBe(400);
    expect((await get('/api/v1/booking/slots?office=incheon&kind=chat')).statusCode).toBe(400);
    expect((await get('/api/v1/booking/slots?office=incheon&kind=visit&days=90')).statusCode).toBe(400);
  });

  test("public holidays and an office's days off are not offered; extra hours are", async () => {
    const before = await slotsOf('gwangju', 'phone');
    const first = before[0]!.start.slice(0, 10);
    const second = before.find((slot) => !slot.start.startsWith(first))!.start.slice(0, 10);
    await t.app.db.insert(publicHolidays).values({ day: first, name: { ko: '임시공휴일', en: 'Temporary holiday' } });
    await t.app.db
      .insert(bookingExceptions)
      .values({ id: newId(), office: 'gwangju', day: second, type: 'closed', from: null, to: null });
    const after = await slotsOf('gwangju', 'phone');
    expect(after.some((slot) => slot.start.startsWith(first) || slot.start.startsWith(second))).toBe(false);
    expect((await slotsOf('incheon', 'phone')).some((slot) => slot.start.startsWith(second))).toBe(true);
    await t.app.db
      .insert(bookingExceptions)
      .values({ id: newId(), office: 'gwangju', day: first, type: 'open', from: '19:00', to: '20:00' });
    expect(
      (await slotsOf('gwangju', 'phone'))
        .filter((slot) => slot.start.startsWith(first))
        .map((slot) => slot.start.slice(11, 16)),
    ).toEqual(['19:00', '19:30']);
  });
});

describe('booking with a consultation request', () => {
  test('the request is stored with its time, and the time is no longer offered', async () => {
    const [slot] = await slotsOf('seoul-branch', 'video');
    const response = await post(
      request({ office: 'seoul-branch', appointment: { kind: 'video', start: slot!.start } }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().form.appointment).toEqual({ kind: 'video', ...slot });
    expect((await slotsOf('seoul-branch', 'video')).map((free) => free.start)).not.toContain(slot!.start);
    expect((await slotsOf('seoul-branch', 'phone')).map((free) => free.start)).toContain(slot!.start);
    const plain = await post(request({ office: 'seoul-branch' }));
    expect(plain.statusCode).toBe(201);
    expect(plain.json().form.appointment).toBeNull();
  });

  test("a time not offered answers 409 in the caller's language with the next free times, and nothing is stored", async () => {
    const [slot] = await slotsOf('incheon', 'visit');
    const [{ value: formsBefore }] = (await t.app.db.select({ value: count() }).from(forms)) as [{ value: number }];
    const sunday = new Date(Date.parse(slot!.start));
    sunday.setUTCDate(
      sunday.getUTCDate() + ((7 - new Date(`${slot!.start.slice(0, 10)}T00:00:00Z`).getUTCDay()) % 7 || 7),
    );
    const closed = `${sunday.toISOString().slice(0, 10)}T10:00:00+09:00`;
    const refused = await post(request({ appointment: { kind: 'visit', start: closed } }), 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SLOT_TAKEN', message: expect.stringContaining('just taken') });
    expect(refused.json().slots.length).toBeGreaterThan(0);
    const past = await post(request({ appointment: { kind: 'visit', start: '2020-01-06T10:00:00+09:00' } }));
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toContain('다른 시간을 골라 주세요');
    expect(past.json().slots[0]).toEqual(slot);
    const [{ value: formsAfter }] = (await t.app.db.select({ value: count() }).from(forms)) as [{ value: number }];
    expect(formsAfter).toBe(formsBefore);
    expect((await post(request({ appointment: { kind: 'chat', start: slot!.start } }))).statusCode).toBe(400);
  });

  test('two requests for the last seat at once: exactly one is booked, the other told with the next free times', async () => {
    const [slot, next] = await slotsOf('incheon', 'phone');
    const answers = await Promise.all(
      [0, 1].map((index) =>
        post(request({ name: `경쟁${index}`, appointment: { kind: 'phone', start: slot!.start } })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(lost.code).toBe('SLOT_TAKEN');
    expect(lost.slots[0]).toEqual(next);
    const stored = await t.app.db.select({ name: forms.name }).from(forms).where(eq(forms.office, 'incheon'));
    expect(stored.filter((form) => form.name.startsWith('경쟁'))).toHaveLength(1);
  });

  test('twenty requests for one time of capacity three: three are booked, each on its own seat', async () => {
    await t.app.db
      .update(bookingAvailability)
      .set({ capacity: 3 })
      .where(and(eq(bookingAvailability.office, 'seoul-main'), eq(bookingAvailability.kind, 'visit')));
    const [slot] = await slotsOf('seoul-main', 'visit');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(
          request({ office: 'seoul-main', name: `동시${index}`, appointment: { kind: 'visit', start: slot!.start } }),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(17);
    const seats = await t.app.db
      .select({ seat: bookings.seat })
      .from(bookings)
      .where(
        and(
          eq(bookings.office, 'seoul-main'),
          eq(bookings.kind, 'visit'),
          eq(bookings.startsAt, new Date(slot!.start)),
          isNull(bookings.cancelledAt),
        ),
      );
    expect(seats.map((row) => row.seat).sort()).toEqual([1, 2, 3]);
    expect((await slotsOf('seoul-main', 'visit')).map((free) => free.start)).not.toContain(slot!.start);
  });

  test('the database itself refuses a second booking of a seat', async () => {
    const [slot] = await slotsOf('gwangju', 'visit');
    const row = t.app.consultationRequests.draft(
      { ...request({ office: 'gwangju' }), contactTime: 'anytime' } as never,
      'ko',
    );
    await t.app.consultationRequests.insert(row);
    const values = {
      formId: row.id,
      office: 'gwangju',
      kind: 'visit' as const,
      startsAt: new Date(slot!.start),
      endsAt: new Date(slot!.end),
      seat: 1,
    };
    await t.app.db.insert(bookings).values({ id: newId(), ...values });
    const other = t.app.consultationRequests.draft(
      { ...request({ office: 'gwangju' }), contactTime: 'anytime' } as never,
      'ko',
    );
    await t.app.consultationRequests.insert(other);
    await expect(t.app.db.insert(bookings).values({ id: newId(), ...values, formId: other.id })).rejects.toThrow();
  });
});

describe("the visitor's private link", () => {
  /** A call through a booking's link, each from its own address like the posts. */
  const link = (
    method: 'GET' | 'PATCH' | 'DELETE',
    id: string,
    key: string | null,
    payload?: unknown,
    language = 'ko',
  ) =>
    t.request({
      method,
      url: `/api/v1/bookings/${id}${key === null ? '' : `?key=${encodeURIComponent(key)}`}`,
      ...(payload ? { payload: payload as never } : {}),
      headers: { 'accept-language': language },
      remoteAddress: `203.0.113.${(address += 1) % 250}`,
    });
  const rowOf = async (id: string) => (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const starts = async (office: string, kind: string) => (await slotsOf(office, kind)).map((slot) => slot.start);

  /** Books `slot` of an office and kind with a new request; the booking's id and key, as the visitor receives them. */
  async function book(office: string, kind: string, slot: Slot) {
    const response = await post(request({ office, appointment: { kind, start: slot.start } }));
    expect(response.statusCode).toBe(201);
    return response.json().booking as { _id: string; key: string };
  }

  test('the booked request answers its link; the link shows the time, kind and office, nothing personal, and the view is recorded', async () => {
    const [slot] = await slotsOf('seoul-branch', 'phone');
    const { _id, key } = await book('seoul-branch', 'phone', slot!);
    expect(key).toMatch(/^[\w-]{43}$/);
    const stored = await rowOf(_id);
    expect(JSON.stringify(stored)).not.toContain(key);
    const response = await link('GET', _id, key);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      booking: { _id, office: 'seoul-branch', kind: 'phone', ...slot, status: 'booked' },
    });
    expect(response.body).not.toContain('김예약');
    expect(response.body).not.toContain('01098765432');
    const [record] = await t.app.db.select().from(accessRecords).orderBy(desc(accessRecords.id)).limit(1);
    expect(record).toMatchObject({ action: 'view', subject: 'form', subjectIds: [stored.formId], accountId: null });
    expect(record!.address).toMatch(/^203\.0\.113\./);
  });

  test('moving through the link takes the new time and frees the old one in one step; the link keeps working', async () => {
    const [first, , third] = await slotsOf('seoul-branch', 'video');
    const { _id, key } = await book('seoul-branch', 'video', first!);
    const moved = await link('PATCH', _id, key, { start: third!.start });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().booking).toMatchObject({ _id, ...third, status: 'booked' });
    const free = await starts('seoul-branch', 'video');
    expect(free).toContain(first!.start);
    expect(free).not.toContain(third!.start);
    expect((await link('GET', _id, key)).json().booking).toMatchObject(third!);
    const [record] = await t.app.db.select().from(accessRecords).orderBy(desc(accessRecords.id)).limit(2);
    expect(record!.action).toBe('view');
    const updates = await t.app.db
      .select()
      .from(accessRecords)
      .where(and(eq(accessRecords.action, 'update'), eq(accessRecords.subject, 'form')));
    expect(updates.some((entry) => entry.detail?.includes(`${_id} moved to ${third!.start}`))).toBe(true);
  });

  test('cancelling through the link frees the time, which is offered again; a cancelled booking is not moved again', async () => {
    const [slot, other] = await slotsOf('incheon', 'video');
    const { _id, key } = await book('incheon', 'video', slot!);
    expect(await starts('incheon', 'video')).not.toContain(slot!.start);
    const cancelled = await link('DELETE', _id, key);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking).toMatchObject({ _id, ...slot, status: 'cancelled' });
    expect((await rowOf(_id)).cancelledAt).not.toBeNull();
    expect(await starts('incheon', 'video')).toContain(slot!.start);
    expect((await link('DELETE', _id, key)).json().booking.status).toBe('cancelled');
    const again = await link('PATCH', _id, key, { start: other!.start }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'BOOKING_CLOSED', message: expect.stringContaining('cancelled') });
    expect(await starts('incheon', 'video')).toContain(other!.start);
    expect(await book('incheon', 'video', slot!)).toMatchObject({ _id: expect.any(String) });
  });

  test("attack: another booking's key, a question's key for the same id, a cut key or none open nothing and change nothing", async () => {
    const [mine, theirs, elsewhere] = await slotsOf('gwangju', 'video');
    const victim = await book('gwangju', 'video', mine!);
    const attacker = await book('gwangju', 'video', theirs!);
    const before = await rowOf(victim._id);
    const wrongKeys = [attacker.key, t.app.questions.keyOf(victim._id), victim.key.slice(0, -1), `${victim.key}x`];
    for (const key of wrongKeys) {
      for (const [method, payload] of [['GET'], ['PATCH', { start: elsewhere!.start }], ['DELETE']] as const) {
        const response = await link(method, victim._id, key, payload, 'en');
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          code: 'NOT_FOUND',
          message: expect.stringContaining('could not be found'),
        });
      }
    }
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await link(
        method,
        victim._id,
        null,
        method === 'PATCH' ? { start: elsewhere!.start } : undefined,
      );
      expect(response.statusCode).toBe(400);
    }
    expect((await link('GET', newId(), victim.key)).statusCode).toBe(404);
    expect(await rowOf(victim._id)).toEqual(before);
    expect(await starts('gwangju', 'video')).toContain(elsewhere!.start);
  });

  test('attack: moving onto a taken time is refused with the next free times, and the booking keeps its own', async () => {
    const [mine, taken] = await slotsOf('seoul-main', 'phone');
    const booking = await book('seoul-main', 'phone', mine!);
    await book('seoul-main', 'phone', taken!);
    const before = await rowOf(booking._id);
    const refused = await link('PATCH', booking._id, booking.key, { start: taken!.start });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SLOT_TAKEN', message: expect.stringContaining('다른 시간을') });
    expect(refused.json().slots.length).toBeGreaterThan(0);
    expect(refused.json().slots.map((slot: Slot) => slot.start)).not.toContain(taken!.start);
    const closed = `${mine!.start.slice(0, 10)}T03:00:00+09:00`;
    expect((await link('PATCH', booking._id, booking.key, { start: closed })).statusCode).toBe(409);
    expect(await rowOf(booking._id)).toEqual(before);
    expect(await starts('seoul-main', 'phone')).not.toContain(mine!.start);
  });

  test('two bookings moved onto the last seat of one time at once: exactly one moves, the other keeps its time', async () => {
    const [a, b, target] = await slotsOf('incheon', 'phone');
    const first = await book('incheon', 'phone', a!);
    const second = await book('incheon', 'phone', b!);
    const answers = await Promise.all(
      [first, second].map((booking) => link('PATCH', booking._id, booking.key, { start: target!.start })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await Promise.all([rowOf(first._id), rowOf(second._id)]);
    expect(rows.filter((row) => row.startsAt.getTime() === Date.parse(target!.start))).toHaveLength(1);
    const free = await starts('incheon', 'phone');
    expect(free.filter((start) => [a!.start, b!.start].includes(start))).toHaveLength(1);
    expect(free).not.toContain(target!.start);
  });
});

describe('in the console', () => {
  test("a request's booked time shows in the console's list and on the request, and is gone once the visitor cancels", async () => {
    const { accessToken } = await t.login();
    const [slot] = await slotsOf('seoul-main', 'visit');
    const booked = await post(
      request({ office: 'seoul-main', name: '박방문', appointment: { kind: 'visit', start: slot!.start } }),
    );
    expect(booked.statusCode).toBe(201);
    const formId = booked.json().form._id as string;
    const { _id, key } = booked.json().booking as { _id: string; key: string };
    const plain = await post(request({ office: 'seoul-main', name: '최전화' }));
    const plainId = plain.json().form._id as string;

    const list = async () =>
      (await t.request({ method: 'GET', url: '/api/console/forms?limit=100', token: accessToken })).json().forms as {
        _id: string;
        appointment: unknown;
      }[];
    const detail = async (id: string) =>
      (await t.request({ method: 'GET', url: `/api/console/forms/${id}`, token: accessToken })).json().form;
    const appointment = { kind: 'visit', ...slot };
    expect((await list()).find((entry) => entry._id === formId)?.appointment).toEqual(appointment);
    expect((await list()).find((entry) => entry._id === plainId)?.appointment).toBeNull();
    expect((await detail(formId)).appointment).toEqual(appointment);
    const changed = await t.request({
      method: 'PUT',
      url: `/api/console/forms/${formId}`,
      token: accessToken,
      payload: { status: 'progress' },
    });
    expect(changed.json().form.appointment).toEqual(appointment);

    await t.request({ method: 'DELETE', url: `/api/v1/bookings/${_id}?key=${encodeURIComponent(key)}` });
    expect((await detail(formId)).appointment).toBeNull();
    expect((await list()).find((entry) => entry._id === formId)?.appointment).toBeNull();
  });
});

test("the export writes each request's booked time in Seoul time with its kind, in the caller's language", async () => {
  const { accessToken } = await t.login();
  const [slot] = await slotsOf('gwangju', 'phone');
  const booked = await post(
    request({ office: 'gwangju', name: '윤내보', appointment: { kind: 'phone', start: slot!.start } }),
  );
  expect(booked.statusCode).toBe(201);
  await post(request({ office: 'gwangju', name: '임없음' }));
  const cells = async (language: string) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/console/forms/export',
      token: accessToken,
      payload: { reason: '예약 현황 점검', office: 'gwangju' },
      headers: { 'accept-language': language },
    });
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const column = header!.split(',').indexOf(language === 'en' ? '"Booked time"' : '"상담 예약"');
    expect(column).toBeGreaterThan(0);
    const cell = (name: string) => {
      const line = lines.find((entry) => entry.includes(name))!;
      return line.split('","')[column]?.replace(/"/g, '');
    };
    return { booked: cell('윤내보'), plain: cell('임없음') };
  };
  const day = slot!.start.slice(0, 10);
  const from = slot!.start.slice(11, 16);
  const to = slot!.end.slice(11, 16);
  expect(await cells('ko')).toEqual({ booked: `${day} ${from}–${to} 전화`, plain: '' });
  expect(await cells('en')).toEqual({ booked: `${day} ${from}–${to} by phone`, plain: '' });
});

test('the list filters by the Korean day of the booked time, with a search too; a cancelled booking is not found', async () => {
  const { accessToken } = await t.login();
  const [first, ...rest] = await slotsOf('seoul-branch', 'visit');
  const later = rest.find((slot) => slot.start.slice(0, 10) !== first!.start.slice(0, 10))!;
  const book = async (name: string, slot: Slot) => {
    const response = await post(
      request({ office: 'seoul-branch', name, appointment: { kind: 'visit', start: slot.start } }),
    );
    expect(response.statusCode).toBe(201);
    return response.json() as { form: { _id: string }; booking: { _id: string; key: string } };
  };
  const early = await book('한첫날', first!);
  const next = await book('한다음날', later);
  const cancelled = await book(
    '한취소',
    rest.find((slot) => slot.start.slice(0, 10) === first!.start.slice(0, 10) && slot.start !== first!.start) ??
      rest[0]!,
  );
  await t.request({
    method: 'DELETE',
    url: `/api/v1/bookings/${cancelled.booking._id}?key=${encodeURIComponent(cancelled.booking.key)}`,
  });
  // Only this test's requests: the file's other tests book times of the same days.
  const mine = new Set([early.form._id, next.form._id, cancelled.form._id]);
  const found = async (query: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/console/forms?limit=100&${query}`,
      token: accessToken,
    });
    return (response.json().forms as { _id: string }[]).map((entry) => entry._id).filter((id) => mine.has(id));
  };

  const day = first!.start.slice(0, 10);
  expect(await found(`bookedOn=${day}`)).toEqual([early.form._id]);
  expect(await found(`bookedOn=${later.start.slice(0, 10)}`)).toEqual([next.form._id]);
  expect(await found(`bookedOn=${day}&search=${encodeURIComponent('한첫날')}`)).toEqual([early.form._id]);
  expect(await found(`bookedOn=${day}&search=${encodeURIComponent('한다음날')}`)).toEqual([]);
  expect(
    (await t.request({ method: 'GET', url: '/api/console/forms?bookedOn=12-03', token: accessToken })).statusCode,
  ).toBe(400);
});

test("the dashboard counts today's bookings (Korean day), not cancelled ones nor tomorrow's", async () => {
  const { accessToken } = await t.login();
  const dashboard = async () =>
    (await t.request({ method: 'GET', url: '/api/console/statistics/dashboard', token: accessToken })).json()
      .consultationRequests.bookedToday as number;
  const before = await dashboard();
  const formId = (await post(request({ office: 'incheon', name: '오늘방문' }))).json().form._id as string;
  const other = (await post(request({ office: 'incheon', name: '내일방문' }))).json().form._id as string;
  const gone = (await post(request({ office: 'incheon', name: '취소방문' }))).json().form._id as string;
  // Today and tomorrow as Seoul days, at 23:30 Seoul time (14:30 UTC), whatever this process's TZ.
  const seoulToday = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
  const at = (day: string) => new Date(`${day}T14:30:00Z`);
  const tomorrow = new Date(Date.parse(`${seoulToday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const row = (id: string, form: string, day: string, cancelledAt: Date | null = null) => ({
    id,
    formId: form,
    office: 'incheon',
    kind: 'visit' as const,
    startsAt: at(day),
    endsAt: new Date(at(day).getTime() + 1800_000),
    seat: 1,
    cancelledAt,
  });
  await t.app.db
    .insert(bookings)
    .values([
      row(newId(), formId, seoulToday),
      row(newId(), other, tomorrow),
      row(newId(), gone, seoulToday, new Date()),
    ]);
  expect(await dashboard()).toBe(before + 1);
});
