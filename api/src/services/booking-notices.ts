import type { BookingKind, SettingRecord } from '@taesung/shared/schemas';
import type { MailAttachment } from '../db/schema.ts';
import { calendarOf } from '../lib/ics.ts';
import type { Locale } from '../lib/locale.ts';
import { escapeHtml } from '../lib/sanitize.ts';
import type { BookingRow } from './booking.ts';
import type { ConsultationRequestRow } from './consultation-requests.ts';
import { bookingLinkMarker } from './messaging.ts';

/** What a booking notice tells the visitor: a new booking, a change of it, or the day-before reminder. */
export type BookingNoticeKind = 'booked' | 'moved' | 'cancelled' | 'confirmed' | 'reminder';

/** A change of a booking the visitor is told of. */
export type BookingUpdate = 'moved' | 'cancelled' | 'confirmed';

const seoul = 'Asia/Seoul';

/** `2026년 12월 7일 (월) 10:00–11:00` or `Mon, 7 December 2026, 10:00–11:00 (Korea time)`, whatever the server's zone. */
export function seoulTimeText(start: Date, end: Date, locale: Locale): string {
  const hours = (at: Date) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: seoul, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      at,
    );
  if (locale === 'en') {
    const day = new Intl.DateTimeFormat('en-GB', {
      timeZone: seoul,
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(start);
    return `${day}, ${hours(start)}–${hours(end)} (Korea time)`;
  }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('ko-KR', {
      timeZone: seoul,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
    })
      .formatToParts(start)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}년 ${parts.month}월 ${parts.day}일 (${parts.weekday}) ${hours(start)}–${hours(end)}`;
}

const texts = {
  ko: {
    kinds: { visit: '방문 상담', phone: '전화 상담', video: '화상 상담' } satisfies Record<BookingKind, string>,
    subjects: {
      booked: '상담 예약이 접수되었습니다',
      moved: '상담 예약 시간이 변경되었습니다',
      cancelled: '상담 예약이 취소되었습니다',
      confirmed: '상담 예약이 확정되었습니다',
      reminder: '내일 상담 예약을 알려 드립니다',
    } satisfies Record<BookingNoticeKind, string>,
    time: '예약 시간',
    kind: '상담 방식',
    office: '사무소',
    where: { visit: '오시는 곳', phone: '연락 방법', video: '연락 방법' } satisfies Record<BookingKind, string>,
    phone: (number: string) => `예약 시간에 ${number} 번호로 전화드립니다.`,
    video: '화상 상담 접속 링크는 상담 전에 문자 메시지로 보내 드립니다.',
    manage: '예약 확인·변경·취소:',
    cancelledNote: '다른 시간이 필요하시면 홈페이지에서 다시 예약하시거나 사무소로 연락해 주십시오.',
    calendar: '첨부한 일정 파일(.ics)을 열면 캘린더에 추가하실 수 있습니다.',
  },
  en: {
    kinds: {
      visit: 'Consultation at our office',
      phone: 'Consultation by phone',
      video: 'Consultation by video call',
    } satisfies Record<BookingKind, string>,
    subjects: {
      booked: 'Your consultation is booked',
      moved: 'Your consultation has been moved',
      cancelled: 'Your consultation has been cancelled',
      confirmed: 'Your consultation is confirmed',
      reminder: 'A reminder of your consultation tomorrow',
    } satisfies Record<BookingNoticeKind, string>,
    time: 'Time',
    kind: 'Kind',
    office: 'Office',
    where: { visit: 'Address', phone: 'How we reach you', video: 'How we reach you' } satisfies Record<
      BookingKind,
      string
    >,
    phone: (number: string) => `We will call you at ${number} at the booked time.`,
    video: 'The link to join the video call will be sent to you by text message before the consultation.',
    manage: 'See, move or cancel your booking:',
    cancelledNote: 'If you would like another time, please book again on our website or call the office.',
    calendar: 'Open the attached calendar file (.ics) to add the consultation to your calendar.',
  },
};

export interface BookingNoticeInput {
  kind: BookingNoticeKind;
  booking: BookingRow;
  request: Pick<ConsultationRequestRow, 'id' | 'phone' | 'email' | 'locale'>;
  setting: SettingRecord | undefined;
  /** The host name the `.ics` UID ends in (the site's public host). */
  host: string;
  now: Date;
}

/** A booking notice in the request's language: the mail (with its `.ics`, when the visitor gave an address) and the text. */
export function bookingNotice(input: BookingNoticeInput) {
  const { kind, booking, request, setting, now } = input;
  const locale: Locale = request.locale === 'en' ? 'en' : 'ko';
  const text = texts[locale];
  const firm = setting?.firmName[locale] || (locale === 'en' ? 'Taesung Law Firm' : '법무법인 태성');
  const office = setting?.offices.find((item) => item.code === booking.office);
  const officeName = office?.name[locale] || booking.office;
  const address = office?.address[locale] ?? '';
  const when = seoulTimeText(booking.startsAt, booking.endsAt, locale);
  const kindName = text.kinds[booking.kind];
  const place = booking.kind === 'visit' ? address : booking.kind === 'phone' ? text.phone(request.phone) : text.video;
  const cancelled = kind === 'cancelled';
  const subject = `[${firm}] ${text.subjects[kind]}: ${when}`;
  const rows: [string, string][] = [
    [text.time, when],
    [text.kind, kindName],
    [text.office, officeName],
    [text.where[booking.kind], place],
  ];
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:6px 12px 6px 0;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const closing = cancelled
    ? `<p>${escapeHtml(text.cancelledNote)}</p>`
    : `<p>${escapeHtml(text.manage)} ${bookingLinkMarker}</p><p>${escapeHtml(text.calendar)}</p>`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1a1a1a;line-height:1.6"><h2 style="font-size:18px">${escapeHtml(subject)}</h2><table cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px">${table}</table>${closing}</body></html>`;
  const attachments: MailAttachment[] =
    kind === 'reminder'
      ? []
      : [
          {
            filename: 'consultation.ics',
            contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
            content: calendarOf({
              uid: `booking-${booking.id}@${input.host}`,
              sequence: booking.calendarSequence,
              start: booking.startsAt,
              end: booking.endsAt,
              stamp: now,
              summary: `${firm} ${kindName}`,
              location: booking.kind === 'visit' ? `${officeName}, ${address}` : officeName,
              description: `${kindName}\n${place}`,
              status: cancelled ? 'CANCELLED' : 'CONFIRMED',
            }),
          },
        ];
  const sms = [
    `[${firm}] ${text.subjects[kind]}`,
    `${when} ${kindName}`,
    booking.kind === 'visit' ? `${officeName} ${address}` : place,
    ...(cancelled ? [] : [`${text.manage} ${bookingLinkMarker}`]),
  ].join('\n');
  const about = { kind: 'form', id: booking.formId } as const;
  return {
    email: request.email ? { to: request.email, subject, html, attachments, about } : null,
    sms: { to: request.phone, subject, text: sms, about },
  };
}
