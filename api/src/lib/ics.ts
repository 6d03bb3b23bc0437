/** One event of an iCalendar file (RFC 5545), its times as instants written in UTC. */
export interface CalendarEvent {
  /** Stays the same across every version of the event, so a calendar replaces the one it holds. */
  uid: string;
  /** Higher for each later version of the same `uid` (a move, a cancellation). */
  sequence: number;
  start: Date;
  end: Date;
  /** When this version was made. */
  stamp: Date;
  summary: string;
  location?: string;
  description?: string;
  /** `CANCELLED` for a cancellation; `CONFIRMED` otherwise. */
  status: 'CONFIRMED' | 'CANCELLED';
}

const productId = '-//Taesung Law Firm//Consultation booking//KO';
const maxOctets = 75;

/** A DATE-TIME in UTC: `20261207T010000Z`. */
export const icsTime = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** TEXT escaped as RFC 5545 §3.3.11 asks: backslash, semicolon, comma, and line breaks as `\n`. */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * A content line folded after at most 75 octets (RFC 5545 §3.1): each further line starts with a space. A UTF-8
 * character is never split, so a Korean text folds between characters.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = parts.length ? maxOctets - 1 : maxOctets;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * An iCalendar file with one event: `METHOD:REQUEST` for a booked or moved time, `METHOD:CANCEL` with
 * `STATUS:CANCELLED` for a cancelled one. Lines end in CRLF and are folded at 75 octets.
 */
export function calendarOf(event: CalendarEvent): string {
  const cancelled = event.status === 'CANCELLED';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `STATUS:${event.status}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
