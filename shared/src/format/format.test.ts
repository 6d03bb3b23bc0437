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
    const values = [0, -0, 7, -7, 999, 1000, -1000, 12345, 999999, 1000000, -1234567, Number.MAX_SAFE_INTEGER, 1234.5, -0.25];
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

  it('leaves an invalid or missing date empty', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});
