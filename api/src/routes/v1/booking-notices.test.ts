import { and, eq } from 'drizzle-orm';
import { bookingExceptions, bookings, outbox } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { addDays, seoulDay, seoulTime } from '../../services/booking-slots.ts';
import { bookingLinkMarker } from '../../services/messaging.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../../test-support/app.ts';
import { settingRecord } from '../../test-support/fixtures.ts';
import { freePort } from '../../test-support/server-process.ts';
import { startSmtpServer, type ReceivedMail } from '../../test-support/smtp.ts';

process.env.TZ = 'America/New_York';

const origin = 'https://www.taesung-law.example';
let t: TestApp;
let address = 0;

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
  office: 'seoul-main',
  contactTime: 'anytime',
  content: '상담 시간을 예약합니다.',
  agree: true,
  ...overrides,
});

type Slot = { start: string; end: string };
const slotsOf = async (office: string, kind: string, from?: string) =>
  (
    await t.request({
      method: 'GET',
      url: `/api/v1/booking/slots?office=${office}&kind=${kind}&days=14${from ? `&from=${from}` : ''}`,
    })
  ).json().slots as Slot[];

/** The mail sent to `to`, as the SMTP server received it, waiting for the notices sent after the answer. */
async function mailTo(to: string, count = 1): Promise<ReceivedMail[]> {
  await t.app.messaging.idle();
  const mail = t.mail!.filter((item) => item.to.includes(to));
  expect(mail).toHaveLength(count);
  return mail;
}

/** The `.ics` of a received mail, unfolded: property name → value. */
function calendarOf(mail: ReceivedMail) {
  expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=(REQUEST|CANCEL)/i);
  expect(mail.raw).toMatch(/filename=consultation\.ics/);
  const ics = /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR\r\n/.exec(mail.text)?.[0];
  expect(ics).toBeDefined();
  const lines = ics!.slice(0, -2).split('\r\n');
  for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const unfolded = lines.join('\r\n').replace(/\r\n /g, '').split('\r\n');
  return (name: string) => unfolded.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);
}

/** The text messages a request's visitor was sent (the staff's notices go to other numbers). */
const smsOf = (formId: string) =>
  t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.aboutId, formId), eq(outbox.to, '010-9876-5432')))
    .orderBy(outbox.createdAt);

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: origin } });
  const { accessToken } = await t.login();
  await t.request({ method: 'PUT', url: '/api/console/setting', token: accessToken, payload: settingRecord() });
}, 60_000);
afterAll(async () => t?.close());

describe('the notice of a new booking', () => {
  test('a visitor writing in English gets a mail with the Seoul time, the address, the private link and an .ics, through SMTP', async () => {
    const [slot] = await slotsOf('seoul-main', 'visit');
    const response = await post(
      request({ email: 'visitor@example.com', appointment: { kind: 'visit', start: slot!.start } }),
      'en',
    );
    expect(response.statusCode).toBe(201);
    const { _id: id, key } = response.json().booking as { _id: string; key: string };
    const [mail] = await mailTo('visitor@example.com');
    const hours = `${slot!.start.slice(11, 16)}–${slot!.end.slice(11, 16)}`;
    expect(mail!.subject).toContain('Your consultation is booked');
    expect(mail!.subject).toContain(`${hours} (Korea time)`);
    const office = settingRecord().offices.find((item) => item.code === 'seoul-main')!;
    expect(mail!.text).toContain(office.address.en);
    expect(mail!.text).toContain(`${origin}/en/contact/consultation/booking/${id}?key=${key}`);
    expect(mail!.text).not.toMatch(/free|discount|무료|할인/i);
    const ics = calendarOf(mail!);
    expect(ics('METHOD')).toBe('REQUEST');
    expect(ics('UID')).toBe(`booking-${id}@www.taesung-law.example`);
    expect(ics('SEQUENCE')).toBe('0');
    expect(ics('DTSTART')).toBe(`${new Date(slot!.start).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`);
    expect(ics('LOCATION')).toContain('Seoul');

    // The outbox keeps the mail and the text without the key that moves or cancels the booking.
    const kept = await t.app.db.select().from(outbox).where(eq(outbox.aboutId, response.json().form._id));
    expect(kept.filter((row) => row.to === 'visitor@example.com')).toHaveLength(1);
    for (const row of kept) expect(row.body).not.toContain(key);
    const visitorMail = kept.find((row) => row.to === 'visitor@example.com')!;
    expect(visitorMail.body).toContain(bookingLinkMarker);
    expect(visitorMail.body).not.toContain(key);
    expect(visitorMail.attachments?.[0]?.content).toContain('BEGIN:VEVENT');
    const [sms] = await smsOf(response.json().form._id);
    expect(sms!.to).toBe('010-9876-5432');
    expect(sms!.body).toContain(bookingLinkMarker);
    expect(sms!.body).not.toContain(key);
  });

  test('a visitor without an e-mail address gets the text only, in Korean, with the number the office will call', async () => {
    const [slot] = await slotsOf('incheon', 'phone');
    const response = await post(request({ office: 'incheon', appointment: { kind: 'phone', start: slot!.start } }));
    expect(response.statusCode).toBe(201);
    await t.app.messaging.idle();
    const [sms] = await smsOf(response.json().form._id);
    const day = slot!.start.slice(0, 10).split('-').map(Number);
    expect(sms!.body).toContain(`${day[0]}년 ${day[1]}월 ${day[2]}일`);
    expect(sms!.body).toContain(`${slot!.start.slice(11, 16)}–${slot!.end.slice(11, 16)}`);
    expect(sms!.body).toContain('010-9876-5432 번호로 전화드립니다');
    expect(sms!.body).toContain('전화 상담');
  });
});

test('a notice the mail server did not take is sent again with its link and its .ics, which the outbox never held', async () => {
  const port = await freePort();
  const down = await createTestApp({ env: { PUBLIC_URL: origin, SMTP_URL: `smtp://127.0.0.1:${port}` } });
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | null = null;
  try {
    const slot = (
      await down.request({ method: 'GET', url: '/api/v1/booking/slots?office=incheon&kind=visit&days=14' })
    ).json().slots[0] as Slot;
    const response = await down.request({
      method: 'POST',
      url: '/api/v1/forms',
      payload: request({
        office: 'incheon',
        email: 'later@example.com',
        appointment: { kind: 'visit', start: slot.start },
      }),
    });
    expect(response.statusCode).toBe(201);
    const { _id: id, key } = response.json().booking as { _id: string; key: string };
    await down.app.messaging.idle();
    const [waiting] = await down.app.db.select().from(outbox).where(eq(outbox.to, 'later@example.com'));
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting!.body).not.toContain(key);

    smtp = await startSmtpServer(port);
    expect(await down.app.messaging.retry(new Date(Date.now() + 10 * 60 * 1000))).toMatchObject({ sent: 1 });
    const [mail] = smtp.received.filter((item) => item.to.includes('later@example.com'));
    expect(mail!.text).toContain(`${origin}/contact/consultation/booking/${id}?key=${key}`);
    expect(mail!.text).not.toContain(bookingLinkMarker);
    const ics = /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR\r\n/.exec(mail!.text)?.[0];
    expect(ics).toContain(`UID:booking-${id}@www.taesung-law.example`);
  } finally {
    await down.close();
    await smtp?.close();
  }
}, 60_000);

describe('the notice of a change made through the private link', () => {
  test('a move sends the new time with the same UID and a higher SEQUENCE; a cancellation sends METHOD:CANCEL', async () => {
    const slots = await slotsOf('seoul-main', 'video');
    const response = await post(
      request({
        office: 'seoul-main',
        email: 'mover@example.com',
        appointment: { kind: 'video', start: slots[0]!.start },
      }),
    );
    expect(response.json()).toMatchObject({ booking: {} });
    const { _id: id, key } = response.json().booking as { _id: string; key: string };
    const [booked] = await mailTo('mover@example.com');
    expect(booked!.text).toContain('화상 상담 접속 링크는 상담 전에 문자 메시지로 보내 드립니다');

    const moved = await t.request({
      method: 'PATCH',
      url: `/api/v1/bookings/${id}?key=${key}`,
      payload: { start: slots[1]!.start },
    });
    expect(moved.statusCode).toBe(200);
    const [, notice] = await mailTo('mover@example.com', 2);
    expect(notice!.subject).toContain('상담 예약 시간이 변경되었습니다');
    expect(notice!.subject).toContain(slots[1]!.start.slice(11, 16));
    expect(notice!.text).toContain(`${origin}/contact/consultation/booking/${id}?key=${key}`);
    const first = calendarOf(booked!);
    const second = calendarOf(notice!);
    expect(second('UID')).toBe(first('UID'));
    expect(Number(second('SEQUENCE'))).toBeGreaterThan(Number(first('SEQUENCE')));
    expect(second('DTSTART')).toBe(`${new Date(slots[1]!.start).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`);

    // The same time again changes nothing and tells nothing.
    await t.request({ method: 'PATCH', url: `/api/v1/bookings/${id}?key=${key}`, payload: { start: slots[1]!.start } });
    await mailTo('mover@example.com', 2);

    const cancelled = await t.request({ method: 'DELETE', url: `/api/v1/bookings/${id}?key=${key}` });
    expect(cancelled.statusCode).toBe(200);
    await t.request({ method: 'DELETE', url: `/api/v1/bookings/${id}?key=${key}` });
    const [, , cancel] = await mailTo('mover@example.com', 3);
    expect(cancel!.subject).toContain('상담 예약이 취소되었습니다');
    const third = calendarOf(cancel!);
    expect(third('METHOD')).toBe('CANCEL');
    expect(third('STATUS')).toBe('CANCELLED');
    expect(third('UID')).toBe(first('UID'));
    expect(Number(third('SEQUENCE'))).toBeGreaterThan(Number(second('SEQUENCE')));
    const texts = await smsOf(response.json().form._id);
    expect(texts.map((sms) => sms.body.split('\n')[0])).toEqual([
      expect.stringContaining('상담 예약이 접수되었습니다'),
      expect.stringContaining('상담 예약 시간이 변경되었습니다'),
      expect.stringContaining('상담 예약이 취소되었습니다'),
    ]);
  });

  test('a confirmation by staff is told with the booking row after the change', async () => {
    const [slot] = await slotsOf('seoul-main', 'phone');
    const response = await post(
      request({
        office: 'seoul-main',
        email: 'confirm@example.com',
        appointment: { kind: 'phone', start: slot!.start },
      }),
    );
    await mailTo('confirm@example.com');
    const [row] = await t.app.db
      .update(bookings)
      .set({ confirmedAt: new Date() })
      .where(eq(bookings.id, response.json().booking._id))
      .returning();
    await t.app.notifications.bookingChanged('confirmed', row!);
    const [, confirmed] = await mailTo('confirm@example.com', 2);
    expect(confirmed!.subject).toContain('상담 예약이 확정되었습니다');
    expect(calendarOf(confirmed!)('SEQUENCE')).toBe('1');
  });
});

describe('the reminder the day before', () => {
  /** A booking starting tomorrow (Seoul day) at 19:00, on extra hours so that any day of the week will do. */
  async function bookTomorrow(office: string, email: string) {
    const tomorrow = addDays(seoulDay(new Date()), 1);
    await t.app.db
      .insert(bookingExceptions)
      .values({ id: newId(), office, day: tomorrow, type: 'open', from: '19:00', to: '20:00' })
      .onConflictDoNothing();
    const slot = (await slotsOf(office, 'phone', tomorrow)).find((free) => free.start.includes('T19:'))!;
    const response = await post(request({ office, email, appointment: { kind: 'phone', start: slot.start } }));
    expect(response.statusCode).toBe(201);
    await t.app.messaging.idle();
    const booked = response.json() as { form: { _id: string }; booking: { _id: string } };
    await t.app.db.update(bookings).set({ createdAt: yesterday() }).where(eq(bookings.id, booked.booking._id));
    return booked;
  }

  /** A time of yesterday: the bookings the job reminds of were made before today's reminder hour. */
  const yesterday = () => seoulTime(addDays(seoulDay(new Date()), -1), '12:00');

  /** A time of today, Seoul day, at or after the reminder hour. */
  const afterTheHour = () => new Date(Math.max(Date.now(), seoulTime(seoulDay(new Date()), '10:00').getTime()));

  test('from 10:00 Seoul time, once, whatever the server zone; cancelled bookings are not reminded', async () => {
    const kept = await bookTomorrow('incheon', 'reminded@example.com');
    const cancelled = await bookTomorrow('incheon', 'cancelled@example.com');
    await t.request({
      method: 'DELETE',
      url: `/api/v1/bookings/${cancelled.booking._id}?key=${t.app.booking.keyOf(cancelled.booking._id)}`,
    });
    await t.app.messaging.idle();
    const early = await t.app.bookingReminders.run(seoulTime(seoulDay(new Date()), '09:59'));
    expect(early).toEqual({ ran: true, reminded: 0 });

    const first = await t.app.bookingReminders.run(afterTheHour());
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    expect((await t.app.bookingReminders.run(afterTheHour())).reminded).toBe(0);
    const [, reminder] = await mailTo('reminded@example.com', 2);
    expect(reminder!.subject).toContain('내일 상담 예약을 알려 드립니다');
    expect(reminder!.subject).toContain('19:00–19:30');
    expect(reminder!.text).toContain(`${origin}/contact/consultation/booking/${kept.booking._id}?key=`);
    await mailTo('cancelled@example.com', 2);
    const texts = await smsOf(kept.form._id);
    expect(texts.filter((sms) => sms.body.includes('내일 상담 예약'))).toHaveLength(1);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, kept.booking._id));
    expect(row!.remindedAt).not.toBeNull();

    // Moved to another day, the booking is reminded of again the day before its new time.
    const later = (await slotsOf('incheon', 'phone', addDays(seoulDay(new Date()), 2)))[0]!;
    const key = t.app.booking.keyOf(kept.booking._id);
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/api/v1/bookings/${kept.booking._id}?key=${key}`,
          payload: { start: later.start },
        })
      ).statusCode,
    ).toBe(200);
    const [moved] = await t.app.db.select().from(bookings).where(eq(bookings.id, kept.booking._id));
    expect(moved!.remindedAt).toBeNull();
  });

  test('a booking made after the reminder hour for the next day is not reminded: its own notice has just told the time', async () => {
    const late = await bookTomorrow('seoul-main', 'late@example.com');
    const hour = seoulTime(seoulDay(new Date()), '10:00');
    await t.app.db
      .update(bookings)
      .set({ createdAt: new Date(hour.getTime() + 60_000) })
      .where(eq(bookings.id, late.booking._id));
    const now = new Date(Math.max(afterTheHour().getTime(), hour.getTime() + 120_000));
    await t.app.bookingReminders.run(now);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, late.booking._id));
    expect(row!.remindedAt).toBeNull();
    expect((await smsOf(late.form._id)).filter((sms) => sms.body.includes('내일 상담 예약'))).toHaveLength(0);
  });

  test('two app instances on one database running the job at once remind once', async () => {
    const database = await openTestDatabase();
    const [a, b] = await Promise.all([
      createTestApp({ database, env: { PUBLIC_URL: origin } }),
      createTestApp({ database, env: { PUBLIC_URL: origin } }),
    ]);
    try {
      const { accessToken } = await a.login();
      await a.request({ method: 'PUT', url: '/api/console/setting', token: accessToken, payload: settingRecord() });
      const tomorrow = addDays(seoulDay(new Date()), 1);
      const start = seoulTime(tomorrow, '15:00');
      const ids = [];
      for (let i = 0; i < 3; i++) {
        const formId = newId();
        await a.app.consultationRequests.insert({
          ...a.app.consultationRequests.draft(
            { ...request(), email: `twice${i}@example.com`, office: 'gwangju', contactTime: 'anytime' },
            'ko',
            formId,
          ),
        });
        const [row] = await a.app.db
          .insert(bookings)
          .values({
            id: newId(),
            formId,
            office: 'gwangju',
            kind: 'visit',
            startsAt: start,
            endsAt: seoulTime(tomorrow, '16:00'),
            seat: i + 1,
            createdAt: yesterday(),
          })
          .returning();
        ids.push(row!);
      }
      const now = afterTheHour();
      const runs = await Promise.all([
        a.app.bookingReminders.run(now),
        b.app.bookingReminders.run(now),
        a.app.bookingReminders.run(now),
        b.app.bookingReminders.run(now),
      ]);
      expect(runs.reduce((sum, run) => sum + run.reminded, 0)).toBe(3);
      const sms = await a.app.db.select().from(outbox).where(eq(outbox.channel, 'sms'));
      for (const booking of ids) expect(sms.filter((row) => row.aboutId === booking.formId)).toHaveLength(1);
      const mail = [...a.mail!, ...b.mail!];
      for (let i = 0; i < 3; i++)
        expect(mail.filter((item) => item.to.includes(`twice${i}@example.com`))).toHaveLength(1);
    } finally {
      await a.close();
      await b.close();
      await database.drop();
    }
  }, 60_000);
});
