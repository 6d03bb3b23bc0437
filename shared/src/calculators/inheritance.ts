import type { HeirRelation } from './constants.ts';
import { addYearsCivil, compareDays, type Day } from './dates.ts';
import { addFractions, compareFractions, fraction, multiplyFractions, wonTimes, type Fraction } from './fraction.ts';
import { CalculatorInputError, type CalculatorIssue } from './issues.ts';

/** `other`: anyone who is not one of the heirs entered. */
export const otherRecipient = 'other';

export interface InheritanceInput {
  deathDate: Day;
  /** What the deceased owned at death (bequests included), in won. */
  estate: number;
  /** All the deceased's debts, in won. */
  debts: number;
  gifts: { to: string; amount: number; date: Day; bothKnew?: boolean }[];
  /** `received`: what the heir otherwise got from the estate (inheritance or bequest, net of the debts they bear). */
  heirs: { id: string; relation: HeirRelation; received?: number }[];
}

/**
 * A rule of forced shares as it stood on a range of dates of death. The Constitutional Court's decision of
 * 2024-04-25 (2020헌가4 등) voided the siblings' forced share (art. 1112 no. 4) from that day.
 */
export interface ForcedShareRule {
  id: 'civil-act-1991' | 'constitutional-court-2024';
  from: Day;
  rates: Record<HeirRelation, Fraction>;
}

/** The rules, oldest first; a death is judged by the last rule that began on or before its date. */
export const forcedShareRules: readonly ForcedShareRule[] = [
  {
    id: 'civil-act-1991',
    from: '1991-01-01',
    rates: { child: fraction(1, 2), spouse: fraction(1, 2), parent: fraction(1, 3), sibling: fraction(1, 3) },
  },
  {
    id: 'constitutional-court-2024',
    from: '2024-04-25',
    rates: { child: fraction(1, 2), spouse: fraction(1, 2), parent: fraction(1, 3), sibling: fraction(0) },
  },
];

/** The earliest death the calculator takes: the shares of art. 1009 as amended in 1990 apply from 1991-01-01. */
export const earliestDeathDate = forcedShareRules[0]!.from;

export function forcedShareRuleOn(deathDate: Day): ForcedShareRule | null {
  return [...forcedShareRules].reverse().find((rule) => compareDays(rule.from, deathDate) <= 0) ?? null;
}

/** Why a gift is or is not added to the base (arts. 1114, 1118 with 1008; Supreme Court 95다17885). */
export type GiftRule = 'coHeir' | 'withinYear' | 'bothKnew' | 'tooEarly';

export type InheritanceNote =
  'siblingsNoForcedShare' | 'debtsExceedBase' | 'contributionAndForfeitureLeftToLawyer' | 'representationNotCovered';

export interface InheritanceResult {
  rule: { id: ForcedShareRule['id']; from: Day };
  /** Who inherits: the first group of art. 1000 present, with the spouse (art. 1003). */
  group: 'children' | 'parents' | 'spouse' | 'siblings';
  gifts: { index: number; to: string; amount: number; counted: boolean; rule: GiftRule }[];
  countedGifts: number;
  /** The forced-share base (art. 1113): estate at death + the gifts that count − all debts. */
  base: number;
  heirs: {
    id: string;
    relation: HeirRelation;
    inherits: boolean;
    statutoryShare: Fraction;
    /** The statutory share of the estate net of debts (estate − debts). */
    statutoryAmount: number;
    forcedShare: Fraction;
    forcedAmount: number;
    /** Gifts to this heir that count, plus what they otherwise received. */
    received: number;
    shortfall: number;
  }[];
  notes: InheritanceNote[];
}

const weights = { spouse: 3, other: 2 };

/**
 * Statutory shares and forced shares (상속분·유류분). Heirs by the order of art. 1000 (descendants, then
 * ascendants, then siblings) with the spouse alongside the first two groups or alone (art. 1003); equal shares in a
 * group, the spouse's half again a co-heir's (art. 1009). The forced-share base adds to the estate the gifts to
 * co-heirs whenever made and other gifts within a year before death, or earlier when both sides knew they would
 * harm the heirs, and takes off all debts; each heir's forced share is their statutory share times the rate of art.
 * 1112 in force on the date of death. The shortfall is the forced amount less what the heir got; every amount is
 * rounded down to the won.
 */
export function calculateInheritance(input: InheritanceInput): InheritanceResult {
  const rule = forcedShareRuleOn(input.deathDate);
  if (!rule) throw new CalculatorInputError([{ path: ['deathDate'], code: 'deathBefore1991' }]);
  const issues: CalculatorIssue[] = [];
  if (!input.heirs.length) issues.push({ path: ['heirs'], code: 'heirsMissing' });
  const ids = new Set<string>();
  input.heirs.forEach((heir, index) => {
    if (ids.has(heir.id) || heir.id === otherRecipient)
      issues.push({ path: ['heirs', index, 'id'], code: 'heirIdInvalid' });
    ids.add(heir.id);
  });
  if (input.heirs.filter((heir) => heir.relation === 'spouse').length > 1)
    issues.push({ path: ['heirs'], code: 'spouseTwice' });
  input.gifts.forEach((gift, index) => {
    if (gift.to !== otherRecipient && !ids.has(gift.to))
      issues.push({ path: ['gifts', index, 'to'], code: 'giftRecipientUnknown' });
    if (compareDays(gift.date, input.deathDate) > 0)
      issues.push({ path: ['gifts', index, 'date'], code: 'giftAfterDeath' });
  });
  if (issues.length) throw new CalculatorInputError(issues);

  const has = (relation: HeirRelation) => input.heirs.some((heir) => heir.relation === relation);
  const group: InheritanceResult['group'] = has('child')
    ? 'children'
    : has('parent')
      ? 'parents'
      : has('spouse')
        ? 'spouse'
        : 'siblings';
  const blood: HeirRelation | null =
    group === 'children' ? 'child' : group === 'parents' ? 'parent' : group === 'siblings' ? 'sibling' : null;
  const inherits = (relation: HeirRelation) => relation === blood || (relation === 'spouse' && group !== 'siblings');
  const total = input.heirs.reduce(
    (sum, heir) => sum + (inherits(heir.relation) ? (heir.relation === 'spouse' ? weights.spouse : weights.other) : 0),
    0,
  );
  const coHeirs = new Set(input.heirs.filter((heir) => inherits(heir.relation)).map((heir) => heir.id));

  const yearBefore = addYearsCivil(input.deathDate, -1);
  const gifts = input.gifts.map((gift, index) => {
    const giftRule: GiftRule = coHeirs.has(gift.to)
      ? 'coHeir'
      : compareDays(gift.date, yearBefore) >= 0
        ? 'withinYear'
        : gift.bothKnew
          ? 'bothKnew'
          : 'tooEarly';
    return { index, to: gift.to, amount: gift.amount, counted: giftRule !== 'tooEarly', rule: giftRule };
  });
  const countedGifts = gifts.reduce((sum, gift) => sum + (gift.counted ? gift.amount : 0), 0);
  const base = input.estate + countedGifts - input.debts;
  const net = input.estate - input.debts;

  const heirs = input.heirs.map((heir) => {
    const inheriting = inherits(heir.relation);
    const statutoryShare = inheriting
      ? fraction(heir.relation === 'spouse' ? weights.spouse : weights.other, total)
      : fraction(0);
    const forcedShare = multiplyFractions(statutoryShare, rule.rates[heir.relation]);
    const forcedAmount = base > 0 ? wonTimes(base, forcedShare) : 0;
    const gifted = gifts.reduce((sum, gift) => sum + (gift.counted && gift.to === heir.id ? gift.amount : 0), 0);
    const received = inheriting ? gifted + (heir.received ?? 0) : 0;
    return {
      id: heir.id,
      relation: heir.relation,
      inherits: inheriting,
      statutoryShare,
      statutoryAmount: wonTimes(net, statutoryShare),
      forcedShare,
      forcedAmount,
      received,
      shortfall: Math.max(0, forcedAmount - received),
    };
  });

  const notes: InheritanceNote[] = [];
  if (
    rule.rates.sibling.numerator === 0 &&
    input.heirs.some((heir) => heir.relation === 'sibling' && inherits('sibling'))
  )
    notes.push('siblingsNoForcedShare');
  if (base <= 0) notes.push('debtsExceedBase');
  notes.push('contributionAndForfeitureLeftToLawyer', 'representationNotCovered');
  return { rule: { id: rule.id, from: rule.from }, group, gifts, countedGifts, base, heirs, notes };
}

/** The shares of everyone who inherits add up to the whole estate (a check the tests make on every group). */
export const sharesAddUp = (result: InheritanceResult) =>
  compareFractions(
    addFractions(...result.heirs.map((heir) => heir.statutoryShare)),
    result.heirs.some((heir) => heir.inherits) ? 1 : 0,
  ) === 0;

export const inheritanceNoteMessages: Record<InheritanceNote, { ko: string; en: string }> = {
  siblingsNoForcedShare: {
    ko: '2024년 4월 25일 이후 개시된 상속에서 형제자매에게는 유류분이 없습니다(헌법재판소 2024. 4. 25. 2020헌가4 등 결정).',
    en: 'In an inheritance opened on or after 25 April 2024, siblings have no forced share (Constitutional Court, 25 April 2024, 2020헌가4 et al.).',
  },
  debtsExceedBase: {
    ko: '빚이 재산과 산입되는 증여를 합한 것보다 많아 유류분이 없습니다. 상속포기·한정승인 기간(안 날부터 3개월)을 확인하세요.',
    en: 'The debts exceed the estate and the gifts that count, so there is no forced share. Mind the three months to renounce or accept with limited liability.',
  },
  contributionAndForfeitureLeftToLawyer: {
    ko: '기여분, 유류분·상속권 상실, 다툼이 있는 증여와 재산 평가는 계산에 넣지 않았습니다. 변호사와 상담해 확인하세요.',
    en: 'Contribution (기여분), loss of the forced share or of the right to inherit, disputed gifts and valuations are not included; a lawyer should check them.',
  },
  representationNotCovered: {
    ko: '먼저 사망한 상속인을 대신하는 대습상속은 계산하지 않습니다.',
    en: 'Inheritance by representation (an heir who died first, represented by their children) is not calculated.',
  },
};
