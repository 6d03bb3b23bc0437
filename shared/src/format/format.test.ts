import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  formatPhoneInternational,
  formatTime,
  phoneHref,
} from './index.ts';

describe('formatPhone', () => {
  it('writes a mobile number 3-4-4', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('010 1234 5678')).toBe('010-1234-5678');
  });

  it('writes a Seoul number with its two-digit area code', () => {
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('021234567')).toBe('02-123-4567');
  });

  it('writes other area codes and representative numbers', () => {
    expect(formatPhone('0321234567')).toBe('032-123-4567');
    expect(formatPhone('15881234')).toBe('1588-1234');
  });

  it('returns what it cannot read unchanged', () => {
    expect(formatPhone('abc')).toBe('abc');
    expect(formatPhone(undefined)).toBe('');
  });

  it('writes the international form for the English site and an E.164 tel: link', () => {
    expect(formatPhoneInternational('0212345678')).toBe('+82 2-1234-5678');
    expect(phoneHref('02-1234-5678')).toBe('tel:+82212345678');
  });
});

describe('numbers and money', () => {
  it('separates thousands', () => {
    expect(formatNumber(5800)).toBe('5,800');
    expect(formatNumber(250000)).toBe('250,000');
  });

  it('groups whole numbers as Intl does in Korean and English, and leaves the rest to Intl', () => {
    const values = [
      0,
      -0,
      7,
      -7,
      999,
      1000,
      -1000,
      12345,
      999999,
      1000000,
      -1234567,
      Number.MAX_SAFE_INTEGER,
      1234.5,
      -0.25,
    ];
    for (const locale of ['ko-KR', 'ko', 'en', 'en-US', 'en-GB', 'de-DE']) {
      for (const value of values) expect(formatNumber(value, locale)).toBe(new Intl.NumberFormat(locale).format(value));
    }
  });

  it('writes won with no decimals', () => {
    expect(formatCurrency(1234567.89)).toBe('₩1,234,568');
  });
});

describe('dates and times', () => {
  const date = new Date('2026-01-05T09:03:07+09:00');

  it("writes YYYY-MM-DD and HH:mm:ss on the firm's clock", () => {
    expect(formatDate(date)).toBe('2026-01-05');
    expect(formatTime(date)).toBe('09:03:07');
    expect(formatDateTime(date)).toBe('2026-01-05 09:03:07');
  });

  it("prints the Seoul day whatever the machine's time zone (server and browser agree)", () => {
    expect(formatDate('2026-03-01T16:30:00Z')).toBe('2026-03-02');
    expect(formatTime('2026-03-01T16:30:00Z')).toBe('01:30:00');
  });

  it("prints every moment as Intl does in Seoul's time zone, across the end of Korea's last summer time", () => {
    const seoul = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const expected = (moment: Date) => {
      const parts = Object.fromEntries(seoul.formatToParts(moment).map((part) => [part.type, part.value]));
      return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
    };
    const moments: Date[] = [];
    // Summer time 1988 and its end (1988-10-09 03:00 KDT), hour by hour, then every 97 hours and 7 seconds to 2100.
    for (let time = Date.UTC(1988, 4, 1); time < Date.UTC(1988, 9, 12); time += 3_600_000) moments.push(new Date(time));
    for (let time = Date.UTC(1988, 9, 12); time < Date.UTC(2100, 0, 1); time += 97 * 3_600_000 + 7_000)
      moments.push(new Date(time));
    moments.push(new Date('1987-06-01T12:00:00Z'), new Date('2024-02-29T15:00:00Z'), new Date('2099-12-31T14:59:59Z'));
    for (const moment of moments) expect(formatDateTime(moment)).toBe(expected(moment));
  });

  it('leaves an invalid or missing date empty', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});
