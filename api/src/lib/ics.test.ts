import { calendarOf, escapeText, foldLine, type CalendarEvent } from './ics.ts';

/** Unfolds and reads an iCalendar file as a calendar program would: property name → raw value. */
function parse(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const unfolded = lines.join('\r\n').replace(/\r\n /g, '').split('\r\n');
  return {
    lines: unfolded,
    value: (name: string) => unfolded.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1),
  };
}

const unescape = (value: string) =>
  value.replace(/\\(.)/g, (_match, character: string) => (character === 'n' ? '\n' : character));

const event: CalendarEvent = {
  uid: 'b1@taesung-law.example',
  sequence: 0,
  start: new Date('2026-12-07T10:00:00+09:00'),
  end: new Date('2026-12-07T11:00:00+09:00'),
  stamp: new Date('2026-12-01T03:04:05.678Z'),
  summary: '법무법인 태성 방문 상담',
  location: '서울특별시 서초구 서초대로 123, 태성빌딩 5층',
  description: '예약 시간: 2026년 12월 7일 (월) 오전 10:00\n변경; 취소는 예약 페이지에서 하실 수 있습니다. \\ 끝',
  status: 'CONFIRMED',
};

describe('calendarOf', () => {
  it('writes one VEVENT with its times in UTC, whatever the server zone', () => {
    const calendar = parse(calendarOf(event));
    expect(calendar.lines[0]).toBe('BEGIN:VCALENDAR');
    expect(calendar.lines.at(-1)).toBe('END:VCALENDAR');
    expect(calendar.value('VERSION')).toBe('2.0');
    expect(calendar.value('PRODID')).toBeTruthy();
    expect(calendar.value('METHOD')).toBe('REQUEST');
    expect(calendar.lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(calendar.value('UID')).toBe('b1@taesung-law.example');
    expect(calendar.value('DTSTAMP')).toBe('20261201T030405Z');
    expect(calendar.value('DTSTART')).toBe('20261207T010000Z');
    expect(calendar.value('DTEND')).toBe('20261207T020000Z');
    expect(calendar.value('STATUS')).toBe('CONFIRMED');
    expect(calendar.value('SEQUENCE')).toBe('0');
  });

  it('escapes text and folds long Korean lines between characters, at 75 octets', () => {
    const text = calendarOf(event);
    const calendar = parse(text);
    expect(text).toContain('\r\n ');
    expect(unescape(calendar.value('LOCATION')!)).toBe(event.location);
    expect(unescape(calendar.value('DESCRIPTION')!)).toBe(event.description);
    expect(calendar.value('DESCRIPTION')).toContain('\\n변경\\; 취소는');
    expect(calendar.value('LOCATION')).toContain('123\\, 태성빌딩');
    expect(text).not.toContain('\uFFFD');
  });

  it('keeps the UID and raises SEQUENCE for a move, and cancels with METHOD:CANCEL', () => {
    const moved = parse(
      calendarOf({
        ...event,
        sequence: 1,
        start: new Date('2026-12-08T14:00:00+09:00'),
        end: new Date('2026-12-08T15:00:00+09:00'),
      }),
    );
    expect(moved.value('UID')).toBe(event.uid);
    expect(Number(moved.value('SEQUENCE'))).toBeGreaterThan(0);
    expect(moved.value('DTSTART')).toBe('20261208T050000Z');
    const cancelled = parse(calendarOf({ ...event, sequence: 2, status: 'CANCELLED' }));
    expect(cancelled.value('METHOD')).toBe('CANCEL');
    expect(cancelled.value('STATUS')).toBe('CANCELLED');
    expect(cancelled.value('UID')).toBe(event.uid);
  });
});

describe('foldLine and escapeText', () => {
  it('leaves a short line alone and folds an ASCII line at exactly 75 octets', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldLine(`DESCRIPTION:${'a'.repeat(200)}`).split('\r\n');
    expect(folded[0]).toHaveLength(75);
    expect(folded.slice(1).every((line) => line.startsWith(' ') && line.length <= 75)).toBe(true);
    expect(folded.join('').replace(/ /g, '')).toBe(`DESCRIPTION:${'a'.repeat(200)}`);
  });

  it('escapes backslashes, semicolons, commas and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});
