const seoulDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * `YYYY-MM-DD` of a moment on the firm's calendar (Asia/Seoul), so the server and every visitor's browser print
 * the same day and a server-rendered page hydrates without a mismatch.
 */
export function formatDay(value: string | number | Date | null | undefined): string {
  if (value == null) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(seoulDay.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
