import { assessDivorceGrounds, propertyDivisionClaimDeadline } from './divorce-grounds.ts';
import type { CalculatorInputError } from './issues.ts';

const one = (input: Parameters<typeof assessDivorceGrounds>[0][number], asOf: string) =>
  assessDivorceGrounds([input], asOf)[0]!;

describe('infidelity (840-1, time limits of art. 841)', () => {
  test('six months from learning of it, the last day included', () => {
    const facts = { ground: 'infidelity' as const, occurredOn: '2025-12-01', knewOn: '2026-01-10' };
    expect(one(facts, '2026-07-10')).toMatchObject({
      article: '840-1',
      limitArticle: '841',
      knowDeadline: '2026-07-10',
      occurDeadline: '2027-12-01',
      deadline: '2026-07-10',
      status: 'open',
      daysLeft: 0,
    });
    expect(one(facts, '2026-07-11')).toMatchObject({ status: 'expired', daysLeft: -1 });
  });

  test('two years from when it happened, even when learned of later', () => {
    expect(one({ ground: 'infidelity', occurredOn: '2024-03-01', knewOn: '2025-12-20' }, '2026-01-05')).toMatchObject({
      knowDeadline: '2026-06-20',
      occurDeadline: '2026-03-01',
      deadline: '2026-03-02',
      status: 'open',
      daysLeft: 56,
    });
  });

  test('a last day on a Saturday runs to Monday; a month without the day ends on its last day', () => {
    expect(one({ ground: 'infidelity', knewOn: '2026-01-11' }, '2026-07-13')).toMatchObject({
      knowDeadline: '2026-07-11',
      deadline: '2026-07-13',
      status: 'open',
    });
    expect(one({ ground: 'infidelity', knewOn: '2025-08-31' }, '2026-01-01')).toMatchObject({
      knowDeadline: '2026-02-28',
      deadline: '2026-03-02',
    });
  });

  test('agreed to or forgiven: no claim on it; without dates, nothing to count', () => {
    expect(one({ ground: 'infidelity', knewOn: '2026-01-10', consentedOrForgave: true }, '2026-02-01').status).toBe(
      'barred',
    );
    expect(one({ ground: 'infidelity' }, '2026-02-01')).toMatchObject({ status: 'unknown', deadline: null });
  });
});

describe('other serious reasons (840-6, art. 842)', () => {
  test('the same six months and two years, unless it still goes on (Supreme Court 96므1243)', () => {
    expect(one({ ground: 'otherSerious', occurredOn: '2023-01-01', knewOn: '2023-01-01' }, '2026-11-28')).toMatchObject(
      { limitArticle: '842', status: 'expired' },
    );
    expect(
      one({ ground: 'otherSerious', occurredOn: '2023-01-01', knewOn: '2023-01-01', continuing: true }, '2026-11-28')
        .status,
    ).toBe('continuing');
  });
});

test('desertion and the two kinds of mistreatment have no time limit; unknown whereabouts need three full years', () => {
  for (const ground of ['desertion', 'mistreatmentBySpouse', 'mistreatmentOfAscendant'] as const) {
    expect(one({ ground, occurredOn: '2000-01-01' }, '2026-11-28')).toMatchObject({
      status: 'noLimit',
      limitArticle: null,
      deadline: null,
    });
  }
  expect(one({ ground: 'whereaboutsUnknown', unknownSince: '2023-05-01' }, '2026-05-01')).toMatchObject({
    article: '840-5',
    status: 'notYet',
    metOn: '2026-05-02',
  });
  expect(one({ ground: 'whereaboutsUnknown', unknownSince: '2023-05-01' }, '2026-05-02').status).toBe('met');
});

test('impossible dates are refused', () => {
  const refused = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return (error as CalculatorInputError).issues;
    }
    return null;
  };
  expect(
    refused(() =>
      assessDivorceGrounds([{ ground: 'infidelity', occurredOn: '2026-02-01', knewOn: '2026-01-01' }], '2026-11-28'),
    ),
  ).toEqual([{ path: ['grounds', 0, 'knewOn'], code: 'knewBeforeOccurred' }]);
  expect(
    refused(() => assessDivorceGrounds([{ ground: 'desertion', occurredOn: '2027-01-01' }], '2026-11-28')),
  ).toEqual([{ path: ['grounds', 0, 'occurredOn'], code: 'dayAfterToday' }]);
  expect(refused(() => assessDivorceGrounds([{ ground: 'desertion' }, { ground: 'desertion' }], '2026-11-28'))).toEqual(
    [{ path: ['grounds', 1, 'ground'], code: 'groundTwice' }],
  );
});

test('property division can be claimed until two years after the divorce (arts. 839-2(3), 843)', () => {
  expect(propertyDivisionClaimDeadline('2026-03-15')).toBe('2028-03-15');
});
