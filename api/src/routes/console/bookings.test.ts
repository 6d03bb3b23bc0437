import { and, asc, desc, eq } from 'drizzle-orm';
import { consoleScopes } from '@taesung/shared/schemas';
import { accessRecords, bookings, outbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test-support/app.ts';
import { lawyerInput } from '../../test-support/fixtures.ts';
import { logIn, staffAccount } from '../../test-support/staff.ts';

process.env.TZ = 'America/New_York';

let t: TestApp;
let token: string;
let address = 0;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, payload?: unknown, as = token) =>
  t.request({ method, url, token: as, payload: payload as never });

type Slot = { start: string; end: string };
const slotsOf = async (office: string, kind: string) =>
  (await t.request({ method: 'GET', url: `/api/v1/booking/slots?office=${office}&kind=${kind}&days=14` })).json()
    .slots as Slot[];

/** A visitor's request booked at the first free time of an office and kind, or at `start`. */
async function booked(office: string, kind: string, name: string, start?: string) {
  const free = await slotsOf(office, kind);
  const slot = start ? free.find((candidate) => candidate.start === start) : free[0];
  if (!slot) throw new Error(`no free ${kind} time at ${office}`);
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/forms',
    remoteAddress: `198.51.100.${(address += 1)}`,
    payload: {
      name,
      phone: '01098765432',
      category: 'divorce-property',
      office,
      contactTime: 'anytime',
      content: '상담 시간을 예약합니다.',
      agree: true,
      appointment: { kind, start: slot.start },
    },
  });
  if (response.statusCode !== 201) throw new Error(`not booked: ${response.body}`);
  const { form, booking } = response.json() as { form: { _id: string }; booking: { _id: string; key: string } };
  return { requestId: form._id, id: booking._id, key: booking.key, slot };
}

async function lawyer(key: string, title: string) {
  const response = await call('POST', '/api/console/lawyers', lawyerInput({ key, title, ceo: false }));
  return response.json().lawyer._id as string;
}

const day = (slot: Slot) => slot.start.slice(0, 10);
const listed = async (query: string) =>
  (await call('GET', `/api/console/bookings?${query}`)).json().bookings as { _id: string; status: string }[];

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).accessToken;
}, 60_000);
afterAll(async () => t?.close());

describe('the booking calendar', () => {
  test("lists a day's bookings in Seoul time with the masked name, and records the view about the request", async () => {
    const { id, requestId, slot } = await booked('gwangju', 'visit', '김예약');
    const response = await call('GET', `/api/console/bookings?from=${day(slot)}&to=${day(slot)}&office=gwangju`);
    expect(response.statusCode).toBe(200);
    expect(response.json().bookings).toEqual([
      {
        _id: id,
        requestId,
        name: '김*약',
        office: 'gwangju',
        kind: 'visit',
        start: slot.start,
        end: slot.end,
        status: 'booked',
        lawyer: null,
      },
    ]);
    expect(slot.start).toMatch(/\+09:00$/);
    const [record] = await t.app.db
      .select()
      .from(accessRecords)
      .where(eq(accessRecords.action, 'list'))
      .orderBy(desc(accessRecords.id))
      .limit(1);
    expect(record).toMatchObject({ subject: 'form', subjectIds: [requestId], detail: 'bookings' });
    expect(await listed(`from=${day(slot)}&to=${day(slot)}&office=incheon`)).toEqual([]);
    expect((await call('GET', `/api/console/bookings?from=${day(slot)}&to=2025-01-01`)).statusCode).toBe(400);
  });

  test('confirming shows the booking as confirmed', async () => {
    const { id, slot } = await booked('gwangju', 'phone', '이확정');
    const response = await call('POST', `/api/console/bookings/${id}/confirm`);
    expect(response.statusCode).toBe(200);
    expect(response.json().booking).toMatchObject({ _id: id, status: 'confirmed' });
    const shown = await listed(`from=${day(slot)}&to=${day(slot)}&office=gwangju`);
    expect(shown.find((entry) => entry._id === id)?.status).toBe('confirmed');
  });

  test('a move goes to a free time only; a taken one answers 409 SLOT_TAKEN and nothing changes', async () => {
    const first = await booked('incheon', 'video', '박이동');
    const second = await booked('incheon', 'video', '최자리');
    const taken = await call('PATCH', `/api/console/bookings/${first.id}`, { start: second.slot.start });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLOT_TAKEN', slots: expect.any(Array) });
    const [free] = await slotsOf('incheon', 'video');
    const moved = await call('PATCH', `/api/console/bookings/${first.id}`, { start: free!.start });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().booking).toMatchObject({ _id: first.id, start: free!.start, end: free!.end });
    expect((await slotsOf('incheon', 'video')).map((slot) => slot.start)).toContain(first.slot.start);
  });

  test('cancelling frees the seat, and a cancelled booking is not changed again', async () => {
    const { id, slot } = await booked('seoul-branch', 'phone', '정취소');
    expect((await slotsOf('seoul-branch', 'phone')).map((free) => free.start)).not.toContain(slot.start);
    const response = await call('POST', `/api/console/bookings/${id}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(response.json().booking.status).toBe('cancelled');
    expect((await slotsOf('seoul-branch', 'phone')).map((free) => free.start)).toContain(slot.start);
    expect(await listed(`from=${day(slot)}&to=${day(slot)}&office=seoul-branch`)).toEqual([]);
    const withCancelled = await listed(`from=${day(slot)}&to=${day(slot)}&office=seoul-branch&cancelled=true`);
    expect(withCancelled.map((entry) => entry.status)).toEqual(['cancelled']);
    const again = await call('POST', `/api/console/bookings/${id}/confirm`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BOOKING_CANCELLED');
  });

  test('a lawyer is not assigned two bookings whose times overlap', async () => {
    const lee = await lawyer('lee-clash', '이변호');
    const visit = await booked('seoul-main', 'visit', '한방문');
    const phone = await booked('seoul-main', 'phone', '윤전화', visit.slot.start);
    const assigned = await call('PUT', `/api/console/bookings/${visit.id}/lawyer`, { lawyerId: lee });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().booking.lawyer).toMatchObject({ _id: lee, name: '이변호' });
    const clash = await call('PUT', `/api/console/bookings/${phone.id}/lawyer`, { lawyerId: lee });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'LAWYER_BUSY', message: expect.stringContaining('변호사') });

    expect((await call('PUT', `/api/console/bookings/${phone.id}/lawyer`, { lawyerId: null })).statusCode).toBe(200);
    const unknown = await call('PUT', `/api/console/bookings/${phone.id}/lawyer`, { lawyerId: 'no-such-lawyer' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('UNKNOWN_LAWYER');
  });

  test("a move, by staff or through the visitor's link, refuses a time at which the booking's lawyer is busy", async () => {
    const park = await lawyer('park-move', '박변호');
    const video = await booked('gwangju', 'video', '조화상');
    const phones = await slotsOf('gwangju', 'phone');
    const other = await booked(
      'gwangju',
      'phone',
      '강전화',
      phones.find((slot) => slot.start !== video.slot.start)!.start,
    );
    expect((await call('PUT', `/api/console/bookings/${video.id}/lawyer`, { lawyerId: park })).statusCode).toBe(200);
    expect((await call('PUT', `/api/console/bookings/${other.id}/lawyer`, { lawyerId: park })).statusCode).toBe(200);
    const free = await slotsOf('gwangju', 'video');
    const clashing = free.find((slot) => slot.start === other.slot.start);
    expect(clashing).toBeDefined();
    const response = await call('PATCH', `/api/console/bookings/${video.id}`, { start: clashing!.start });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('LAWYER_BUSY');
    const visitor = await t.request({
      method: 'PATCH',
      url: `/api/v1/bookings/${video.id}?key=${video.key}`,
      payload: { start: clashing!.start },
      remoteAddress: '198.51.100.250',
    });
    expect(visitor.statusCode).toBe(409);
    expect(visitor.json().code).toBe('SLOT_TAKEN');
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, video.id));
    expect(row!.startsAt.getTime()).toBe(Date.parse(video.slot.start));
  });

  test('two assignments of one lawyer to overlapping bookings at once: exactly one wins', async () => {
    const choi = await lawyer('choi-race', '최변호');
    const visit = await booked('incheon', 'visit', '오동시');
    const phone = await booked('incheon', 'phone', '유동시', visit.slot.start);
    const answers = await Promise.all(
      [visit, phone].map((entry) => call('PUT', `/api/console/bookings/${entry.id}/lawyer`, { lawyerId: choi })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const assigned = await t.app.db.select().from(bookings).where(eq(bookings.lawyerId, choi));
    expect(assigned).toHaveLength(1);
  });
});

describe("the visitor is told of staff's changes", () => {
  /** The first line of each text sent to the visitor of a request, oldest first, once every notice has gone out. */
  async function textsTo(requestId: string) {
    await t.app.messaging.idle();
    const texts = await t.app.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), eq(outbox.aboutId, requestId), eq(outbox.to, '010-9876-5432')))
      .orderBy(asc(outbox.createdAt), asc(outbox.id));
    return texts.map((text) => text.body.split('\n')[0]);
  }

  test('a confirmation, a move and a cancellation are told; a lawyer assigned or a second confirmation is not', async () => {
    const { id, requestId } = await booked('incheon', 'phone', '한알림');
    const assignee = await lawyer('notice-lawyer', '알림변호사');
    expect((await call('PUT', `/api/console/bookings/${id}/lawyer`, { lawyerId: assignee })).statusCode).toBe(200);
    expect((await call('POST', `/api/console/bookings/${id}/confirm`)).statusCode).toBe(200);
    expect((await call('POST', `/api/console/bookings/${id}/confirm`)).statusCode).toBe(200);
    const [free] = await slotsOf('incheon', 'phone');
    expect((await call('PATCH', `/api/console/bookings/${id}`, { start: free!.start })).statusCode).toBe(200);
    expect((await call('POST', `/api/console/bookings/${id}/cancel`)).statusCode).toBe(200);
    expect(await textsTo(requestId)).toEqual([
      expect.stringContaining('상담 예약이 접수되었습니다'),
      expect.stringContaining('상담 예약이 확정되었습니다'),
      expect.stringContaining('상담 예약 시간이 변경되었습니다'),
      expect.stringContaining('상담 예약이 취소되었습니다'),
    ]);
  });
});

describe('who may use the calendar', () => {
  test('an account of another module can neither read the calendar nor change a booking', async () => {
    const { id, slot } = await booked('seoul-branch', 'video', '남보호');
    const outsider = await staffAccount(t, token, { username: 'posts.only', scope: [consoleScopes.posts] });
    const outsiderToken = (await logIn(t, 'posts.only', outsider.password)).accessToken;
    const read = await call('GET', `/api/console/bookings?from=${day(slot)}&to=${day(slot)}`, undefined, outsiderToken);
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain('남');
    for (const [method, url, payload] of [
      ['POST', `/api/console/bookings/${id}/cancel`, undefined],
      ['POST', `/api/console/bookings/${id}/confirm`, undefined],
      ['PUT', `/api/console/bookings/${id}/lawyer`, { lawyerId: null }],
      ['PATCH', `/api/console/bookings/${id}`, { start: slot.start }],
    ] as const)
      expect((await call(method, url, payload, outsiderToken)).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ cancelledAt: null, confirmedAt: null });
  });
});
