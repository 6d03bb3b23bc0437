import { eq, sql } from 'drizzle-orm';
import { calculatorToolNames } from '@taesung/shared/calculators';
import type { contactTimes } from '@taesung/shared/schemas';
import { bookings, forms, practices, settings } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import type { Locale } from '../lib/locale.ts';
import { escapeHtml } from '../lib/sanitize.ts';
import type { BookingRow } from './booking.ts';
import { bookingNotice, type BookingNoticeKind, type BookingUpdate } from './booking-notices.ts';
import { callbackCategory, type ConsultationRequestRow } from './consultation-requests.ts';
import type { Messaging } from './messaging.ts';

/** Where the visitor's notices link to: the site's public origin, and a booking's private page there. */
export interface NoticeLinks {
  origin(): string;
  booking(bookingId: string, locale: Locale): string;
}

const contactTimeLabels: Record<(typeof contactTimes)[number], string> = {
  anytime: '언제든지',
  morning: '오전 (9–12시)',
  afternoon: '오후 (12–18시)',
  evening: '저녁 (18시 이후)',
};

function table(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:6px 12px 6px 0;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px">${cells}</table>`;
}

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><body style="font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1a1a1a;line-height:1.6"><h2 style="font-size:18px">${escapeHtml(title)}</h2>${body}</body></html>`;
}

/** Staff notices (new requests and questions, forwards) and the mail visitors and staff receive. */
export function createNotifications(db: Database, messaging: Messaging, links: NoticeLinks) {
  async function setting() {
    const [row] = await db.select().from(settings).where(eq(settings.id, 'site')).limit(1);
    return row?.data;
  }

  async function categoryLabel(category: string): Promise<string> {
    if (category === callbackCategory) return '전화 상담 요청';
    if (category === 'other') return '기타';
    const [row] = await db
      .select({ title: practices.title })
      .from(practices)
      .where(eq(practices.code, category))
      .limit(1);
    return row?.title.ko ?? category;
  }

  async function requestDetails(request: ConsultationRequestRow) {
    const data = await setting();
    const office = data?.offices.find((item) => item.code === request.office)?.name.ko ?? request.office;
    const category = await categoryLabel(request.category);
    const rows: [string, string][] = [
      ['이름', request.name],
      ['연락처', request.phone],
      ['분야', category],
    ];
    if (request.category !== callbackCategory) {
      rows.push(
        ['희망 사무소', office],
        ['연락 희망 시간', contactTimeLabels[request.contactTime]],
        ['내용', request.content],
      );
    }
    if (request.source) rows.push(['계산기', calculatorToolNames[request.source].ko]);
    if (request.files.length) rows.push(['첨부 파일', request.files.map((file) => file.name).join(', ')]);
    rows.push(['접수 시각', request.createdAt.toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' })]);
    return { rows, category };
  }

  /** A booking notice for its visitor, in the request's language; the link only where the notice carries it. */
  async function noticeOf(kind: BookingNoticeKind, booking: BookingRow, request: ConsultationRequestRow, store = db) {
    const [row] = await store.select().from(settings).where(eq(settings.id, 'site')).limit(1);
    const notice = bookingNotice({
      kind,
      booking,
      request,
      setting: row?.data,
      host: new URL(links.origin()).hostname,
      now: new Date(),
    });
    const link = kind === 'cancelled' ? undefined : links.booking(booking.id, request.locale === 'en' ? 'en' : 'ko');
    return { ...notice, link };
  }

  async function sendNotice(kind: BookingNoticeKind, booking: BookingRow, request: ConsultationRequestRow) {
    const { email, sms, link } = await noticeOf(kind, booking, request);
    if (email) await messaging.email({ ...email, link });
    await messaging.sms({ ...sms, link });
  }

  return {
    /** Tells the visitor of a booking just made, by text and, with an address, by mail with its `.ics`. */
    async bookingMade(request: ConsultationRequestRow, booking: BookingRow) {
      await sendNotice('booked', booking, request);
    },

    /**
     * Tells the visitor of a change of their booking: `booking` is its row after the change (a new time, the
     * cancellation, the confirmation). Each such notice carries a new version of the `.ics`: same UID, a higher
     * SEQUENCE (`bookings.calendar_sequence`), so a calendar replaces or removes the event it holds.
     */
    async bookingChanged(change: BookingUpdate, booking: BookingRow) {
      const [request] = await db.select().from(forms).where(eq(forms.id, booking.formId)).limit(1);
      if (!request) return;
      const [raised] = await db
        .update(bookings)
        .set({ calendarSequence: sql`${bookings.calendarSequence} + 1` })
        .where(eq(bookings.id, booking.id))
        .returning({ calendarSequence: bookings.calendarSequence });
      await sendNotice(
        change,
        { ...booking, calendarSequence: raised?.calendarSequence ?? booking.calendarSequence + 1 },
        request,
      );
    },

    /**
     * Writes the day-before reminder of a booking to the outbox in `store` (the reminder job's transaction); answers
     * the messages' ids for `messaging.dispatch` once that transaction has committed.
     */
    async queueReminder(store: Database, booking: BookingRow, request: ConsultationRequestRow): Promise<string[]> {
      const { email, sms, link } = await noticeOf('reminder', booking, request, store);
      const ids = [];
      if (email) ids.push(await messaging.queue(store, { channel: 'email', ...email, link }));
      ids.push(await messaging.queue(store, { channel: 'sms', ...sms, link }));
      return ids;
    },

    /** Tells the notification recipients of a new consultation or callback request. */
    async newRequest(request: ConsultationRequestRow, origin: string) {
      const data = await setting();
      const recipients = data?.notificationRecipients ?? { email: [], sms: [] };
      const { rows, category } = await requestDetails(request);
      const kind = request.category === callbackCategory ? '전화 상담 요청' : '상담 신청';
      const subject = `[${kind}] ${request.name} · ${category}`;
      const link = `${origin}/console/forms/${request.id}`;
      const html = layout(subject, `${table(rows)}<p><a href="${escapeHtml(link)}">콘솔에서 보기</a></p>`);
      const about = { kind: 'form', id: request.id } as const;
      for (const to of recipients.email) await messaging.email({ to, subject, html, about });
      for (const to of recipients.sms)
        await messaging.sms({
          to,
          subject,
          text: `[태성] 새 ${kind}: ${request.name} ${request.phone} (${category}${request.source ? ` · ${calculatorToolNames[request.source].ko}` : ''})`,
          about,
        });
    },

    /** Forwards a consultation request by mail; answers the messages. */
    async forwardRequest(request: ConsultationRequestRow, to: string[], origin: string) {
      const { rows, category } = await requestDetails(request);
      const subject = `[상담 신청 전달] ${request.name} · ${category}`;
      const memo: [string, string][] = request.memo ? [['메모', request.memo]] : [];
      const html = layout(
        subject,
        `${table([...rows, ...memo])}<p><a href="${escapeHtml(`${origin}/console/forms/${request.id}`)}">콘솔에서 보기</a></p>`,
      );
      const sent = [];
      for (const address of to)
        sent.push(await messaging.email({ to: address, subject, html, about: { kind: 'form', id: request.id } }));
      return sent;
    },

    async newQuestion(
      question: {
        id: string;
        name: string;
        subject: string;
        content: string;
        phone: string | null;
        email: string | null;
      },
      origin: string,
    ) {
      const data = await setting();
      const recipients = data?.notificationRecipients ?? { email: [], sms: [] };
      const subject = `[문의] ${question.name} · ${question.subject}`;
      const rows: [string, string][] = [
        ['이름', question.name],
        ['연락처', question.phone ?? '-'],
        ['이메일', question.email ?? '-'],
        ['제목', question.subject],
        ['내용', question.content],
      ];
      const html = layout(
        subject,
        `${table(rows)}<p><a href="${escapeHtml(`${origin}/console/center/questions`)}">콘솔에서 보기</a></p>`,
      );
      for (const to of recipients.email)
        await messaging.email({ to, subject, html, about: { kind: 'question', id: question.id } });
    },

    /** Sends the visitor the answer to their question, in the language they asked in, with the link to its private page. */
    async answer(
      question: {
        id: string;
        email: string | null;
        subject: string;
        content: string;
        answer: string | null;
        locale: string;
      },
      link?: string,
    ) {
      if (!question.email || !question.answer) return;
      const data = await setting();
      const english = (question.locale as Locale) === 'en';
      const firm = english ? data?.firmName.en || 'Taesung Law Firm' : data?.firmName.ko || '법무법인 태성';
      const subject = english
        ? `[${firm}] Answer to your question: ${question.subject}`
        : `[${firm}] 문의하신 내용에 대한 답변입니다: ${question.subject}`;
      const rows: [string, string][] = english
        ? [
            ['Your question', question.content],
            ['Our answer', question.answer],
          ]
        : [
            ['문의 내용', question.content],
            ['답변', question.answer],
          ];
      const page = link
        ? `<p>${english ? "You can also read the answer on your question's page:" : '문의하신 내용과 답변은 아래 링크에서도 보실 수 있습니다.'} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : '';
      await messaging.email({
        to: question.email,
        subject,
        html: layout(subject, `${table(rows)}${page}`),
        about: { kind: 'question', id: question.id },
      });
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
