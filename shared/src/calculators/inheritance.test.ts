import { fraction } from './fraction.ts';
import { calculateInheritance, sharesAddUp, type InheritanceInput } from './inheritance.ts';
import { CalculatorInputError } from './issues.ts';

const eok = 100_000_000;
const man = 10_000;

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof CalculatorInputError) return error.issues;
    throw error;
  }
  throw new Error('the calculation was not refused');
}

test('the published check: estate 2.4억, debts 1.2억, 1억 to a third party six months before death, 0.8억 to the two children → base 3억, 7,500만 each', () => {
  const result = calculateInheritance({
    deathDate: '2025-06-30',
    estate: 2.4 * eok,
    debts: 1.2 * eok,
    gifts: [
      { to: 'other', amount: 1 * eok, date: '2024-12-30' },
      { to: 'first', amount: 0.4 * eok, date: '2010-05-01' },
      { to: 'second', amount: 0.4 * eok, date: '2012-09-15' },
    ],
    heirs: [
      { id: 'first', relation: 'child' },
      { id: 'second', relation: 'child' },
    ],
  });
  expect(result.gifts.map((gift) => [gift.counted, gift.rule])).toEqual([
    [true, 'withinYear'],
    [true, 'coHeir'],
    [true, 'coHeir'],
  ]);
  expect(result.base).toBe(3 * eok);
  expect(result.heirs).toEqual([
    {
      id: 'first',
      relation: 'child',
      inherits: true,
      statutoryShare: fraction(1, 2),
      statutoryAmount: 6000 * man,
      forcedShare: fraction(1, 4),
      forcedAmount: 7500 * man,
      received: 4000 * man,
      shortfall: 3500 * man,
    },
    expect.objectContaining({ id: 'second', forcedAmount: 7500 * man, shortfall: 3500 * man }),
  ]);
  expect(result.rule.id).toBe('constitutional-court-2024');
});

const shares = (heirs: InheritanceInput['heirs'], deathDate = '2025-01-10', estate = 2.1 * eok) =>
  calculateInheritance({ deathDate, estate, debts: 0, gifts: [], heirs });

describe('heirs by the order of art. 1000, the spouse with the first two groups or alone', () => {
  test("children and a spouse: the spouse half again a child's share; forced shares half of it", () => {
    const result = shares([
      { id: 's', relation: 'spouse' },
      { id: 'a', relation: 'child' },
      { id: 'b', relation: 'child' },
      { id: 'c', relation: 'child' },
      { id: 'p', relation: 'parent' },
    ]);
    expect(result.group).toBe('children');
    expect(result.heirs.map((heir) => [heir.id, heir.statutoryShare, heir.forcedShare, heir.forcedAmount])).toEqual([
      ['s', fraction(1, 3), fraction(1, 6), 3500 * man],
      ['a', fraction(2, 9), fraction(1, 9), 2333_3333],
      ['b', fraction(2, 9), fraction(1, 9), 2333_3333],
      ['c', fraction(2, 9), fraction(1, 9), 2333_3333],
      ['p', fraction(0), fraction(0), 0],
    ]);
    expect(result.heirs[4]!.inherits).toBe(false);
    expect(sharesAddUp(result)).toBe(true);
  });

  test("parents and a spouse: parents' forced share a third of their share", () => {
    const result = shares([
      { id: 's', relation: 'spouse' },
      { id: 'f', relation: 'parent' },
      { id: 'm', relation: 'parent' },
      { id: 'b', relation: 'sibling' },
    ]);
    expect(result.group).toBe('parents');
    expect(result.heirs.map((heir) => [heir.id, heir.statutoryShare, heir.forcedShare])).toEqual([
      ['s', fraction(3, 7), fraction(3, 14)],
      ['f', fraction(2, 7), fraction(2, 21)],
      ['m', fraction(2, 7), fraction(2, 21)],
      ['b', fraction(0), fraction(0)],
    ]);
    expect(result.heirs[0]!.forcedAmount).toBe(4500 * man);
    expect(result.heirs[1]!.forcedAmount).toBe(2000 * man);
    expect(sharesAddUp(result)).toBe(true);
  });

  test('a spouse alone inherits everything, before siblings', () => {
    const result = shares([
      { id: 's', relation: 'spouse' },
      { id: 'b', relation: 'sibling' },
    ]);
    expect(result.group).toBe('spouse');
    expect(result.heirs.map((heir) => [heir.statutoryShare, heir.forcedShare])).toEqual([
      [fraction(1), fraction(1, 2)],
      [fraction(0), fraction(0)],
    ]);
  });

  test('siblings: a third of their share as forced share for a death before 2024-04-25, none from that day', () => {
    const siblings: InheritanceInput['heirs'] = [
      { id: 'x', relation: 'sibling' },
      { id: 'y', relation: 'sibling' },
    ];
    const before = shares(siblings, '2024-04-24', 1.2 * eok);
    expect(before.rule).toEqual({ id: 'civil-act-1991', from: '1991-01-01' });
    expect(before.heirs.map((heir) => [heir.statutoryShare, heir.forcedShare, heir.forcedAmount])).toEqual([
      [fraction(1, 2), fraction(1, 6), 2000 * man],
      [fraction(1, 2), fraction(1, 6), 2000 * man],
    ]);
    expect(before.notes).not.toContain('siblingsNoForcedShare');
    const on = shares(siblings, '2024-04-25', 1.2 * eok);
    expect(on.rule).toEqual({ id: 'constitutional-court-2024', from: '2024-04-25' });
    expect(on.heirs.map((heir) => [heir.statutoryShare, heir.forcedShare, heir.forcedAmount])).toEqual([
      [fraction(1, 2), fraction(0), 0],
      [fraction(1, 2), fraction(0), 0],
    ]);
    expect(on.notes).toContain('siblingsNoForcedShare');
  });

  test("parents' and children's rates do not change with the date of death", () => {
    for (const deathDate of ['1991-01-01', '2024-04-24', '2024-04-25', '2026-11-28']) {
      expect(shares([{ id: 'a', relation: 'child' }], deathDate).heirs[0]!.forcedShare).toEqual(fraction(1, 2));
      expect(shares([{ id: 'f', relation: 'parent' }], deathDate).heirs[0]!.forcedShare).toEqual(fraction(1, 3));
    }
  });

  test('a death before 1991 is refused', () => {
    expect(refusal(() => shares([{ id: 'a', relation: 'child' }], '1990-12-31'))).toEqual([
      { path: ['deathDate'], code: 'deathBefore1991' },
    ]);
  });
});

describe('which gifts count (arts. 1114, 1118 with 1008)', () => {
  const counted = (
    gift: InheritanceInput['gifts'][number],
    deathDate = '2025-06-30',
    heirs: InheritanceInput['heirs'] = [{ id: 'a', relation: 'child' }],
  ) => calculateInheritance({ deathDate, estate: 0, debts: 0, gifts: [gift], heirs }).gifts[0]!;

  test('to others: within the year before death, the same calendar day a year before included; earlier only when both knew', () => {
    expect(counted({ to: 'other', amount: 1, date: '2024-06-30' })).toMatchObject({
      counted: true,
      rule: 'withinYear',
    });
    expect(counted({ to: 'other', amount: 1, date: '2024-06-29' })).toMatchObject({ counted: false, rule: 'tooEarly' });
    expect(counted({ to: 'other', amount: 1, date: '2024-06-29', bothKnew: true })).toMatchObject({
      counted: true,
      rule: 'bothKnew',
    });
    expect(counted({ to: 'other', amount: 1, date: '2023-02-28' }, '2024-02-29')).toMatchObject({ counted: true });
    expect(counted({ to: 'other', amount: 1, date: '2023-02-27' }, '2024-02-29')).toMatchObject({ counted: false });
  });

  test('to a co-heir: whenever made (Supreme Court 95다17885)', () => {
    expect(counted({ to: 'a', amount: 1, date: '1995-01-01' })).toMatchObject({ counted: true, rule: 'coHeir' });
  });

  test('to a relative who does not inherit: as to anyone else', () => {
    const heirs: InheritanceInput['heirs'] = [
      { id: 'a', relation: 'child' },
      { id: 'b', relation: 'sibling' },
    ];
    expect(counted({ to: 'b', amount: 1, date: '2020-01-01' }, '2025-06-30', heirs)).toMatchObject({
      counted: false,
      rule: 'tooEarly',
    });
  });

  test('a gift after the death, to someone unknown, a second spouse and a repeated label are refused', () => {
    const issues = refusal(() =>
      calculateInheritance({
        deathDate: '2025-06-30',
        estate: 0,
        debts: 0,
        gifts: [
          { to: 'a', amount: 1, date: '2025-07-01' },
          { to: 'z', amount: 1, date: '2025-01-01' },
        ],
        heirs: [
          { id: 'a', relation: 'spouse' },
          { id: 'a', relation: 'spouse' },
        ],
      }),
    );
    expect(issues).toEqual([
      { path: ['heirs', 1, 'id'], code: 'heirIdInvalid' },
      { path: ['heirs'], code: 'spouseTwice' },
      { path: ['gifts', 0, 'date'], code: 'giftAfterDeath' },
      { path: ['gifts', 1, 'to'], code: 'giftRecipientUnknown' },
    ]);
  });
});

test('debts above everything leave no forced share, and the shortfall never goes below zero', () => {
  const result = calculateInheritance({
    deathDate: '2025-06-30',
    estate: 1 * eok,
    debts: 3 * eok,
    gifts: [],
    heirs: [{ id: 'a', relation: 'child', received: 0 }],
  });
  expect(result.base).toBe(-2 * eok);
  expect(result.heirs[0]).toMatchObject({ statutoryAmount: -2 * eok, forcedAmount: 0, shortfall: 0 });
  expect(result.notes).toContain('debtsExceedBase');
  const covered = calculateInheritance({
    deathDate: '2025-06-30',
    estate: 1 * eok,
    debts: 0,
    gifts: [],
    heirs: [{ id: 'a', relation: 'child', received: 1 * eok }],
  });
  expect(covered.heirs[0]!.shortfall).toBe(0);
});
