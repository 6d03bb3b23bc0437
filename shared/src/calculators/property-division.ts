import { percentHundredths, type AssetKind, type DebtKind } from './constants.ts';
import { fraction, fractionValue, wonTimes, type Fraction } from './fraction.ts';
import { CalculatorInputError } from './issues.ts';

export interface SpouseProperty {
  assets: { kind: AssetKind; amount: number }[];
  debts: { kind: DebtKind; amount: number }[];
}

export interface PropertyDivisionInput {
  /** Both spouses, in the order the visitor named them. */
  spouses: [SpouseProperty, SpouseProperty];
  /** The first spouse's share of the marital property, 0 to 1 (the second spouse's is the rest). */
  ratio: Fraction;
}

/** What a court weighs in choosing the ratio (Civil Code art. 839-2(2): the property made by both, and other circumstances). */
export const contributionFactors = [
  'marriageLength',
  'incomes',
  'childcareAndHousework',
  'broughtIn',
  'upkeepAndGrowth',
  'debtsAndConduct',
] as const;
export type ContributionFactor = (typeof contributionFactors)[number];

export type PropertyDivisionNote = 'debtsExceedAssets' | 'separatePropertyLeftToCourt';

export interface PropertyDivisionResult {
  spouses: { assets: number; debts: number; net: number }[];
  /** The marital property net of debts: both spouses' assets less both spouses' debts. */
  marital: number;
  ratio: Fraction;
  /** Each spouse's share of it: the first spouse's is rounded down to the won, the second's is the rest. */
  shares: [number, number];
  /** Who pays whom (indexes of `spouses`) so that each ends with their share; `from` and `to` are null when nothing is owed. */
  transfer: { from: 0 | 1 | null; to: 0 | 1 | null; amount: number };
  notes: PropertyDivisionNote[];
}

const sum = (items: { amount: number }[]) => items.reduce((total, item) => total + item.amount, 0);

/**
 * Division of the property made during the marriage (재산분할, Civil Code arts. 839-2, 843): everything both
 * spouses hold now, less their debts, split by the ratio the visitor chose; the spouse who holds more than their
 * share pays the other the difference. Everything the visitor enters counts as marital property.
 */
export function calculatePropertyDivision(input: PropertyDivisionInput): PropertyDivisionResult {
  if (input.spouses.length !== 2) throw new CalculatorInputError([{ path: ['spouses'], code: 'spousesCount' }]);
  const { numerator, denominator } = input.ratio;
  if (!(denominator > 0 && numerator >= 0 && numerator <= denominator))
    throw new CalculatorInputError([{ path: ['ratio'], code: 'ratioInvalid' }]);
  const spouses = input.spouses.map((spouse) => {
    const assets = sum(spouse.assets);
    const debts = sum(spouse.debts);
    return { assets, debts, net: assets - debts };
  });
  const marital = spouses[0]!.net + spouses[1]!.net;
  const first = wonTimes(marital, input.ratio);
  const shares: [number, number] = [first, marital - first];
  const owed = shares[0] - spouses[0]!.net;
  const transfer: PropertyDivisionResult['transfer'] =
    owed > 0
      ? { from: 1, to: 0, amount: owed }
      : owed < 0
        ? { from: 0, to: 1, amount: -owed }
        : { from: null, to: null, amount: 0 };
  const notes: PropertyDivisionNote[] = [];
  if (marital < 0) notes.push('debtsExceedAssets');
  notes.push('separatePropertyLeftToCourt');
  return { spouses, marital, ratio: fraction(numerator, denominator), shares, transfer, notes };
}

/** A ratio typed as a percentage with at most two decimals (`60`, `55.5`) as an exact fraction. */
export function ratioFromPercent(percent: number): Fraction | null {
  const hundredths = percentHundredths(percent);
  return hundredths === null ? null : fraction(hundredths, 10_000);
}

export const ratioPercent = (ratio: Fraction) => fractionValue(ratio) * 100;

export const propertyDivisionNoteMessages: Record<PropertyDivisionNote, { ko: string; en: string }> = {
  debtsExceedAssets: {
    ko: '빚이 재산보다 많습니다. 이런 경우 빚을 나눌지, 어떻게 나눌지는 법원이 사정을 따져 정합니다.',
    en: 'The debts exceed the assets. Whether and how such debts are divided is for the court to decide on the facts.',
  },
  separatePropertyLeftToCourt: {
    ko: '혼인 전부터 가진 재산이나 상속·증여받은 재산(특유재산)을 분할에서 뺄지는 법원이 재산의 유지·증가에 대한 기여를 보고 정합니다. 입력한 재산은 모두 분할 대상으로 계산했습니다.',
    en: "Whether property owned before the marriage or inherited or given (separate property) is left out depends on each spouse's part in keeping or growing it; here everything entered is divided.",
  },
};
