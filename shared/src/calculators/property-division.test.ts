import { fraction } from './fraction.ts';
import { calculatePropertyDivision, ratioFromPercent, type SpouseProperty } from './property-division.ts';

const eok = 100_000_000;
const husband: SpouseProperty = {
  assets: [
    { kind: 'home', amount: 5 * eok },
    { kind: 'deposits', amount: 1 * eok },
  ],
  debts: [{ kind: 'mortgage', amount: 2 * eok }],
};
const wife: SpouseProperty = { assets: [{ kind: 'pension', amount: 1 * eok }], debts: [] };

test("the marital property net of debts, each spouse's share, and who pays whom", () => {
  const half = calculatePropertyDivision({ spouses: [husband, wife], ratio: fraction(1, 2) });
  expect(half.spouses).toEqual([
    { assets: 6 * eok, debts: 2 * eok, net: 4 * eok },
    { assets: 1 * eok, debts: 0, net: 1 * eok },
  ]);
  expect(half.marital).toBe(5 * eok);
  expect(half.shares).toEqual([2.5 * eok, 2.5 * eok]);
  expect(half.transfer).toEqual({ from: 0, to: 1, amount: 1.5 * eok });

  const sixty = calculatePropertyDivision({ spouses: [husband, wife], ratio: ratioFromPercent(60)! });
  expect(sixty.shares).toEqual([3 * eok, 2 * eok]);
  expect(sixty.transfer).toEqual({ from: 0, to: 1, amount: 1 * eok });

  const all = calculatePropertyDivision({ spouses: [wife, husband], ratio: fraction(1) });
  expect(all.transfer).toEqual({ from: 1, to: 0, amount: 4 * eok });
});

test('nothing to pay when each already holds their share', () => {
  const even = calculatePropertyDivision({ spouses: [wife, wife], ratio: fraction(1, 2) });
  expect(even.transfer).toEqual({ from: null, to: null, amount: 0 });
});

test('the first share is rounded down to the won and the second takes the rest', () => {
  const odd: SpouseProperty = { assets: [{ kind: 'deposits', amount: 1_000_001 }], debts: [] };
  const none: SpouseProperty = { assets: [], debts: [] };
  const result = calculatePropertyDivision({ spouses: [odd, none], ratio: fraction(1, 3) });
  expect(result.shares).toEqual([333_333, 666_668]);
  expect(result.transfer).toEqual({ from: 0, to: 1, amount: 666_668 });
});

test('debts above the assets are divided as entered, with a note that the court decides', () => {
  const indebted: SpouseProperty = {
    assets: [{ kind: 'vehicle', amount: 2_000_000 }],
    debts: [{ kind: 'loan', amount: 10_000_000 }],
  };
  const result = calculatePropertyDivision({ spouses: [indebted, wife], ratio: fraction(1, 2) });
  expect(result.marital).toBe(1 * eok - 8_000_000);
  expect(result.notes).toEqual(['separatePropertyLeftToCourt']);
  const underwater = calculatePropertyDivision({
    spouses: [indebted, { assets: [], debts: [] }],
    ratio: fraction(1, 2),
  });
  expect(underwater.marital).toBe(-8_000_000);
  expect(underwater.notes).toContain('debtsExceedAssets');
});

test('a ratio is a percentage with at most two decimals', () => {
  expect(ratioFromPercent(55.5)).toEqual({ numerator: 111, denominator: 200 });
  expect(ratioFromPercent(0.01)).toEqual({ numerator: 1, denominator: 10_000 });
  expect(ratioFromPercent(55.555)).toBeNull();
  expect(ratioFromPercent(101)).toBeNull();
  expect(ratioFromPercent(-1)).toBeNull();
});
