/** An exact share, `numerator / denominator`, always reduced, the denominator positive. */
export interface Fraction {
  numerator: number;
  denominator: number;
}

interface Exact {
  n: bigint;
  d: bigint;
}

const abs = (value: bigint) => (value < 0n ? -value : value);

function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

function reduce(n: bigint, d: bigint): Exact {
  if (d === 0n) throw new RangeError('a fraction cannot have a zero denominator');
  const sign = d < 0n ? -1n : 1n;
  const divisor = gcd(n, d) || 1n;
  return { n: (sign * n) / divisor, d: (sign * d) / divisor };
}

const exact = (value: Fraction | number): Exact =>
  typeof value === 'number' ? { n: BigInt(value), d: 1n } : reduce(BigInt(value.numerator), BigInt(value.denominator));

const toFraction = ({ n, d }: Exact): Fraction => ({ numerator: Number(n), denominator: Number(d) });

export function fraction(numerator: number, denominator = 1): Fraction {
  return toFraction(reduce(BigInt(numerator), BigInt(denominator)));
}

export function addFractions(...values: (Fraction | number)[]): Fraction {
  return toFraction(
    values
      .map(exact)
      .reduce((sum, value) => reduce(sum.n * value.d + value.n * sum.d, sum.d * value.d), { n: 0n, d: 1n }),
  );
}

export function multiplyFractions(...values: (Fraction | number)[]): Fraction {
  return toFraction(
    values.map(exact).reduce((product, value) => reduce(product.n * value.n, product.d * value.d), { n: 1n, d: 1n }),
  );
}

export function compareFractions(a: Fraction | number, b: Fraction | number): number {
  const x = exact(a);
  const y = exact(b);
  const difference = x.n * y.d - y.n * x.d;
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

export const isZero = (value: Fraction) => value.numerator === 0;

/**
 * An amount of won times a share, to the whole won. The one rounding rule of every calculator: the exact product is
 * cut to the won toward zero (rounded down for the positive amounts shown), with integer arithmetic throughout.
 */
export function wonTimes(amount: number, ...shares: (Fraction | number)[]): number {
  const share = shares
    .map(exact)
    .reduce((product, value) => reduce(product.n * value.n, product.d * value.d), { n: 1n, d: 1n });
  return Number((BigInt(amount) * share.n) / share.d);
}

/** For display only: the share as a number (never used to compute an amount). */
export const fractionValue = (value: Fraction) => value.numerator / value.denominator;

/** `3/10` → `"3/10"`; a whole number without its denominator. */
export const formatFraction = (value: Fraction) =>
  value.denominator === 1 ? String(value.numerator) : `${value.numerator}/${value.denominator}`;
