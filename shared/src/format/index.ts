/** `01012345678` → `010-1234-5678`, `0212345678` → `02-1234-5678`; anything else is returned as given. */
export function formatPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.startsWith('02') && (digits.length === 9 || digits.length === 10)) {
    return `02-${digits.slice(2, digits.length - 4)}-${digits.slice(-4)}`;
  }
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.length === 8) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  return value ?? '';
}

/** A Korean number in international form: `02-1234-5678` → `+82 2-1234-5678`. */
export function formatPhoneInternational(value: string | null | undefined): string {
  const local = formatPhone(value);
  if (!/^0\d/.test(local)) return local;
  return `+82 ${local.slice(1)}`;
}

/** The `tel:` address of a Korean number, in E.164. */
export function phoneHref(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.startsWith('0') ? `tel:+82${digits.slice(1)}` : `tel:${digits}`;
}

/** Locales whose whole numbers are grouped by three with a comma, as `Intl.NumberFormat` writes them. */
const commaGrouped = /^(ko|en)(-|$)/;

/**
 * A number as the locale writes it. Whole numbers in Korean or English (the claims on the home page, the console's
 * counts) are grouped here: the page's first use of `Intl` loads the browser's locale data, 110 ms at 4x slowdown
 * on a phone, and the home page's figures were that first use, in the middle of its hydration.
 */
export function formatNumber(value: number, locale = 'ko-KR'): string {
  if (Number.isSafeInteger(value) && commaGrouped.test(locale)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
    return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
  }
  return new Intl.NumberFormat(locale).format(value);
}

export function formatCurrency(value: number, locale = 'ko-KR', currency = 'KRW'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(value);
}

/** Dates and times are shown on the firm's calendar, so the server and every browser print the same day. */
export const firmTimeZone = 'Asia/Seoul';

/**
 * Korea has kept UTC+9 without daylight saving since 1988-10-09 03:00 (the end of its last summer time), so the
 * firm's calendar and clock of any later moment are the UTC ones nine hours on. Dates are printed that way without
 * `Intl`: the page's first use of it loads the browser's locale data and the time zone's rules, 100–140 ms at 4x
 * slowdown on a phone, and a date on a practice page (its FAQs' days) was that first use, in the middle of its
 * hydration. Earlier moments, which no content of the site has, go through `Intl` and its full rules.
 */
const fixedOffsetSince = Date.UTC(1988, 9, 8, 18);
const firmOffsetMs = 9 * 60 * 60 * 1000;

/** Made on first use, not when the package is evaluated, and only for a moment before 1988-10-09. */
let dateParts: Intl.DateTimeFormat | undefined;

const datePartsFormat = () =>
  (dateParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: firmTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function partsOf(value: Date | string | number | null | undefined): DateParts | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  if (time < fixedOffsetSince) {
    return Object.fromEntries(
      datePartsFormat()
        .formatToParts(date)
        .map((part) => [part.type, part.value]),
    ) as unknown as DateParts;
  }
  const firm = new Date(time + firmOffsetMs);
  return {
    year: String(firm.getUTCFullYear()),
    month: twoDigits(firm.getUTCMonth() + 1),
    day: twoDigits(firm.getUTCDate()),
    hour: twoDigits(firm.getUTCHours()),
    minute: twoDigits(firm.getUTCMinutes()),
    second: twoDigits(firm.getUTCSeconds()),
  };
}

/** `YYYY-MM-DD` on the firm's calendar (Asia/Seoul). */
export function formatDate(value: Date | string | number | null | undefined): string {
  const parts = partsOf(value);
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : '';
}

/** `HH:mm:ss` on the firm's clock (Asia/Seoul). */
export function formatTime(value: Date | string | number | null | undefined): string {
  const parts = partsOf(value);
  return parts ? `${parts.hour}:${parts.minute}:${parts.second}` : '';
}

export function formatDateTime(value: Date | string | number | null | undefined): string {
  const day = formatDate(value);
  return day ? `${day} ${formatTime(value)}` : '';
}
