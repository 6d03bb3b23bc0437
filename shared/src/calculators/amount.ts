/** Why a typed amount could not be read (a message of {@link calculatorMessages} each). */
export type AmountError =
  'amountEmpty' | 'amountInvalid' | 'amountOrder' | 'amountFraction' | 'amountNegative' | 'amountTooLarge';
export type AmountResult = { ok: true; value: number } | { ok: false; error: AmountError };

/** The largest amount any calculator takes: 1,000조 원, well inside the integers a number holds exactly. */
export const maxAmount = 1_000_000_000_000_000;

const bigUnits: Record<string, { rank: number; value: bigint }> = {
  조: { rank: 3, value: 1_000_000_000_000n },
  억: { rank: 2, value: 100_000_000n },
  만: { rank: 1, value: 10_000n },
};
const smallUnits: Record<string, { rank: number; value: bigint }> = {
  천: { rank: 3, value: 1000n },
  백: { rank: 2, value: 100n },
  십: { rank: 1, value: 10n },
};

interface Exact {
  n: bigint;
  d: bigint;
}

const add = (a: Exact, b: Exact): Exact => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const times = (a: Exact, factor: bigint): Exact => ({ n: a.n * factor, d: a.d });
const one: Exact = { n: 1n, d: 1n };
const zero: Exact = { n: 0n, d: 1n };

const plainNumber = /^\d+(\.\d+)?$/;
const groupedNumber = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

function readNumber(text: string): Exact | null {
  if (!plainNumber.test(text) && !groupedNumber.test(text)) return null;
  const [whole = '', decimals = ''] = text.replaceAll(',', '').split('.');
  return { n: BigInt(whole + decimals), d: 10n ** BigInt(decimals.length) };
}

/**
 * An amount of won typed the Korean way: digits with or without thousands separators, and the units 조, 억, 만
 * (each once, larger first) with 천, 백, 십 inside them — `24,000,000`, `1,200만`, `2억 4천만`, `3억5000만 원`,
 * `1.5억`. Spaces and a closing `원` are ignored; full-width digits are read as digits. The result is a whole
 * number of won, or the reason it is not one.
 */
export function parseAmount(input: string, max = maxAmount): AmountResult {
  let text = input.normalize('NFKC').replace(/\s+/g, '');
  if (!text) return { ok: false, error: 'amountEmpty' };
  if (/^[-−]/.test(text)) return { ok: false, error: 'amountNegative' };
  text = text.replace(/원$/, '');
  if (!text) return { ok: false, error: 'amountInvalid' };

  let total = zero;
  let group = zero;
  let groupUsed = false;
  let pending: Exact | null = null;
  let lastBig = 4;
  let lastSmall = 4;
  let first = true;
  for (const [token] of text.matchAll(/\d[\d,]*(?:\.\d+)?|[조억만천백십]|./gu)) {
    const big = bigUnits[token];
    const small = smallUnits[token];
    if (big) {
      if (big.rank >= lastBig) return { ok: false, error: 'amountOrder' };
      if (!pending && !groupUsed && !first) return { ok: false, error: 'amountInvalid' };
      const value: Exact = pending ? add(group, pending) : groupUsed ? group : one;
      total = add(total, times(value, big.value));
      [group, groupUsed, pending, lastBig, lastSmall] = [zero, false, null, big.rank, 4];
    } else if (small) {
      if (small.rank >= lastSmall) return { ok: false, error: 'amountOrder' };
      group = add(group, times(pending ?? one, small.value));
      [groupUsed, pending, lastSmall] = [true, null, small.rank];
    } else {
      if (pending) return { ok: false, error: 'amountInvalid' };
      pending = readNumber(token);
      if (!pending) return { ok: false, error: 'amountInvalid' };
    }
    first = false;
  }
  total = add(add(total, group), pending ?? zero);
  if (total.n % total.d !== 0n) return { ok: false, error: 'amountFraction' };
  const value = total.n / total.d;
  if (value > BigInt(max)) return { ok: false, error: 'amountTooLarge' };
  return { ok: true, value: Number(value) };
}

const nbsp = '\u00a0';
/** The minus sign (U+2212), not a hyphen: read as "minus" aloud, and as wide as the figures beside it. */
const minus = '\u2212';
const grouped = (value: bigint | number) => String(value).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * Won the way a Korean reader counts it, in 만 and 억 with thousands separators: `152만 5,200원`,
 * `2억 4,000만 원`, `0원`, `−1만 5,000원` (a minus sign, not a hyphen). The spaces inside an amount do not break
 * (U+00A0), so a line never ends in the middle of one (`1억` at the end of a line and `원` on the next, on a phone).
 */
export function formatWonKorean(value: number): string {
  const sign = value < 0 ? minus : '';
  let rest = BigInt(Math.abs(value));
  if (rest < 10_000n) return `${sign}${grouped(rest)}원`;
  const words: string[] = [];
  for (const [unit, size] of [
    ['조', 1_000_000_000_000n],
    ['억', 100_000_000n],
    ['만', 10_000n],
  ] as const) {
    const count = rest / size;
    if (count) words.push(`${grouped(count)}${unit}`);
    rest %= size;
  }
  return rest ? `${sign}${words.join(nbsp)}${nbsp}${grouped(rest)}원` : `${sign}${words.join(nbsp)}${nbsp}원`;
}

/** An amount in the page's language: in 만 원 in Korean, in won with thousands separators in English. */
export function formatWon(value: number, locale: 'ko' | 'en'): string {
  return locale === 'ko' ? formatWonKorean(value) : `${value < 0 ? minus : ''}${grouped(Math.abs(value))}${nbsp}won`;
}
