const seoulOffsetMs = 9 * 60 * 60 * 1000;

/** An instant as the value of a `datetime-local` input in Korean time (Korea keeps no daylight saving time). */
export function toSeoulInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + seoulOffsetMs).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Korean time, as an ISO instant with its offset; `null` when empty or unreadable. */
export function fromSeoulInput(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value);
  if (!match) return null;
  const time = Date.parse(`${match[1]}T${match[2]}${match[3] ?? ':00'}+09:00`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
