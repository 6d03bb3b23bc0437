import { z } from 'zod';
import { maxAmount, parseAmount } from '../calculators/amount.ts';
import {
  assetKinds,
  debtKinds,
  divorceGrounds,
  heirRelations,
  lastChildAge,
  maxChildren,
  maxTableCells,
  percentHundredths,
} from '../calculators/constants.ts';
import { isDay } from '../calculators/dates.ts';
import type { CalculatorIssueCode } from '../calculators/issues.ts';
import { id, isoDateTime } from './common.ts';

/*
 * The calculators' payloads. The message of every check is a code of `calculatorMessages`
 * (`@taesung/shared/calculators`), which holds what the visitor reads in Korean and English; the API answers a
 * refused calculation with the first one in the caller's language and every one as `issues`.
 */

/** A missing value reads `required`; a value of the wrong kind, `fallback`. */
const errorOr = (fallback: CalculatorIssueCode) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : fallback),
});

/** Won: a whole number, or a text typed the Korean way (`1,200만`, `2억 4천만`), read by `parseAmount`. */
export const wonInput = z
  .union([z.number(), z.string().max(40)], errorOr('amountInvalid'))
  .transform((value, context): number => {
    if (typeof value === 'string') {
      const parsed = parseAmount(value);
      if (parsed.ok) return parsed.value;
      context.addIssue({ code: 'custom', message: parsed.error, input: value });
      return z.NEVER;
    }
    const problem: CalculatorIssueCode | null = !Number.isFinite(value)
      ? 'amountInvalid'
      : value < 0
        ? 'amountNegative'
        : !Number.isInteger(value)
          ? 'amountFraction'
          : value > maxAmount
            ? 'amountTooLarge'
            : null;
    if (!problem) return value;
    context.addIssue({ code: 'custom', message: problem, input: value });
    return z.NEVER;
  });

/** A calendar day, `YYYY-MM-DD`. */
export const dayInput = z.string(errorOr('dayInvalid')).refine(isDay, 'dayInvalid');

export const fractionShape = z.object({ numerator: z.number().int(), denominator: z.number().int().min(1) });

/* Child support */

export const childSupportInput = z
  .object({
    incomes: z.object({ custodial: wonInput, other: wonInput }, errorOr('invalid')).strict(),
    children: z
      .array(
        z
          .object({
            age: z
              .number(errorOr('childAgeInvalid'))
              .int('childAgeInvalid')
              .min(0, 'childAgeInvalid')
              .max(lastChildAge, 'childAgeOver18'),
          })
          .strict(),
        errorOr('childrenMissing'),
      )
      .min(1, 'childrenMissing')
      .max(maxChildren, 'childrenTooMany'),
    /** The day whose table applies; today (Korean time) when absent. */
    date: dayInput.optional(),
  })
  .strict();
export type ChildSupportRequest = z.input<typeof childSupportInput>;

const incomeBandShape = z.object({ from: z.number().int(), to: z.number().int().nullable() });
const ageBandShape = z.object({ from: z.number().int(), to: z.number().int() });

export const childSupportAnswer = z.object({
  table: z.object({ effectiveFrom: z.string(), title: z.string(), source: z.string() }),
  combinedIncome: z.number().int(),
  incomeBand: incomeBandShape,
  children: z.array(
    z.object({
      age: z.number().int(),
      ageBand: ageBandShape,
      average: z.number().int(),
      low: z.number().int(),
      high: z.number().int().nullable(),
    }),
  ),
  standardTotal: z.number().int(),
  adjustment: z.object({ rule: z.enum(['one', 'two', 'threeOrMore']), factor: fractionShape }),
  adjustedTotal: z.number().int(),
  otherShare: z.number().min(0).max(1),
  otherShareFraction: fractionShape,
  monthly: z.number().int(),
  notes: z.array(z.enum(['otherNoIncome', 'openTopBand', 'adjustmentsLeftToCourt'])),
});
export type ChildSupportAnswer = z.infer<typeof childSupportAnswer>;

export const childSupportCell = z.object({
  ageFrom: z.number().int(),
  ageTo: z.number().int(),
  incomeFrom: z.number().int(),
  incomeTo: z.number().int().nullable(),
  average: z.number().int(),
  low: z.number().int(),
  high: z.number().int().nullable(),
});

export const childCountFactorsShape = z.object({ one: fractionShape, two: fractionShape, threeOrMore: fractionShape });

/** `GET /api/v1/calculators/child-support/table`: the table in force on a day, for a page that computes as the visitor types. */
export const publicChildSupportTable = z.object({
  effectiveFrom: z.string(),
  title: z.string(),
  source: z.string(),
  childCountFactors: childCountFactorsShape,
  cells: z.array(childSupportCell),
});
export type PublicChildSupportTable = z.infer<typeof publicChildSupportTable>;
export const childSupportTableQuery = z.object({ date: dayInput.optional() });

/* Property division */

const propertyItems = <Kind extends readonly [string, ...string[]]>(kinds: Kind) =>
  z
    .array(z.object({ kind: z.enum(kinds, errorOr('kindUnknown')), amount: wonInput }).strict())
    .max(50, 'itemsTooMany')
    .default([]);

export const propertyDivisionInput = z
  .object({
    spouses: z
      .array(
        z.object({ assets: propertyItems(assetKinds), debts: propertyItems(debtKinds) }).strict(),
        errorOr('spousesCount'),
      )
      .length(2, 'spousesCount'),
    /** The first spouse's share of the marital property, 0 to 1, to at most four decimals (`0.6`, `0.555`). */
    ratio: z
      .number(errorOr('ratioInvalid'))
      .min(0, 'ratioInvalid')
      .max(1, 'ratioInvalid')
      .refine((ratio) => percentHundredths(ratio * 100) !== null, 'ratioInvalid'),
  })
  .strict();
export type PropertyDivisionRequest = z.input<typeof propertyDivisionInput>;

export const propertyDivisionAnswer = z.object({
  spouses: z.array(z.object({ assets: z.number().int(), debts: z.number().int(), net: z.number().int() })),
  marital: z.number().int(),
  ratio: fractionShape,
  shares: z.tuple([z.number().int(), z.number().int()]),
  transfer: z.object({
    from: z.union([z.literal(0), z.literal(1)]).nullable(),
    to: z.union([z.literal(0), z.literal(1)]).nullable(),
    amount: z.number().int(),
  }),
  notes: z.array(z.enum(['debtsExceedAssets', 'separatePropertyLeftToCourt'])),
});

/* Inheritance and forced shares */

export const inheritanceInput = z
  .object({
    deathDate: dayInput,
    estate: wonInput,
    debts: wonInput.default(0),
    gifts: z
      .array(
        z
          .object({
            /** An heir's `id`, or `other`. */
            to: z
              .string(errorOr('giftRecipientUnknown'))
              .min(1, 'giftRecipientUnknown')
              .max(40, 'giftRecipientUnknown'),
            amount: wonInput,
            date: dayInput,
            /** Both sides knew the gift would harm the heirs' forced shares (art. 1114, second sentence). */
            bothKnew: z.boolean(errorOr('invalid')).optional(),
          })
          .strict(),
        errorOr('invalid'),
      )
      .max(50, 'giftsTooMany')
      .default([]),
    heirs: z
      .array(
        z
          .object({
            id: z.string(errorOr('heirIdInvalid')).trim().min(1, 'heirIdInvalid').max(40, 'heirIdInvalid'),
            relation: z.enum(heirRelations, errorOr('relationUnknown')),
            received: wonInput.optional(),
          })
          .strict(),
        errorOr('heirsMissing'),
      )
      .min(1, 'heirsMissing')
      .max(20, 'heirsTooMany'),
  })
  .strict();
export type InheritanceRequest = z.input<typeof inheritanceInput>;

export const inheritanceAnswer = z.object({
  rule: z.object({ id: z.enum(['civil-act-1991', 'constitutional-court-2024']), from: z.string() }),
  group: z.enum(['children', 'parents', 'spouse', 'siblings']),
  gifts: z.array(
    z.object({
      index: z.number().int(),
      to: z.string(),
      amount: z.number().int(),
      counted: z.boolean(),
      rule: z.enum(['coHeir', 'withinYear', 'bothKnew', 'tooEarly']),
    }),
  ),
  countedGifts: z.number().int(),
  base: z.number().int(),
  heirs: z.array(
    z.object({
      id: z.string(),
      relation: z.enum(heirRelations),
      inherits: z.boolean(),
      statutoryShare: fractionShape,
      statutoryAmount: z.number().int(),
      forcedShare: fractionShape,
      forcedAmount: z.number().int(),
      received: z.number().int(),
      shortfall: z.number().int(),
    }),
  ),
  notes: z.array(
    z.enum([
      'siblingsNoForcedShare',
      'debtsExceedBase',
      'contributionAndForfeitureLeftToLawyer',
      'representationNotCovered',
    ]),
  ),
});

/* Divorce grounds */

export const divorceGroundsInput = z
  .object({
    grounds: z
      .array(
        z
          .object({
            ground: z.enum(divorceGrounds, errorOr('groundUnknown')),
            occurredOn: dayInput.optional(),
            knewOn: dayInput.optional(),
            consentedOrForgave: z.boolean(errorOr('invalid')).optional(),
            continuing: z.boolean(errorOr('invalid')).optional(),
            unknownSince: dayInput.optional(),
          })
          .strict(),
        errorOr('groundUnknown'),
      )
      .min(1, 'groundUnknown')
      .max(divorceGrounds.length, 'groundTwice'),
    /** The day the time limits are judged on; today (Korean time) when absent. */
    asOf: dayInput.optional(),
  })
  .strict();
export type DivorceGroundsRequest = z.input<typeof divorceGroundsInput>;

const dayOrNull = z.string().nullable();
export const divorceGroundsAnswer = z.object({
  asOf: z.string(),
  grounds: z.array(
    z.object({
      ground: z.enum(divorceGrounds),
      article: z.string(),
      limitArticle: z.enum(['841', '842']).nullable(),
      status: z.enum(['noLimit', 'open', 'expired', 'barred', 'continuing', 'met', 'notYet', 'unknown']),
      knowDeadline: dayOrNull,
      occurDeadline: dayOrNull,
      deadline: dayOrNull,
      daysLeft: z.number().int().nullable(),
      metOn: dayOrNull,
    }),
  ),
});

/* Versions of the child-support table (`/api/console/child-support-tables`, scope `console:settings`). */

const tableTitle = z.object({ ko: z.string().trim().min(1).max(200), en: z.string().trim().max(200) });

/**
 * A new version as staff submit it: its cells as JSON, or as pasted text (`parseChildSupportTableText`), never both.
 * It is checked cell by cell before it is kept, and takes effect at the start of `effectiveFrom` (Korean time).
 */
export const childSupportTableInput = z
  .object({
    effectiveFrom: dayInput,
    title: tableTitle,
    source: z.string().trim().max(500).default(''),
    childCountFactors: childCountFactorsShape,
    cells: z.array(childSupportCell).max(maxTableCells).optional(),
    text: z.string().max(200_000).optional(),
  })
  .strict()
  .refine((input) => (input.cells === undefined) !== (input.text === undefined), {
    message: 'cells or text',
    path: ['cells'],
  });
export type ChildSupportTableInput = z.infer<typeof childSupportTableInput>;

export const childSupportTableStatuses = ['inForce', 'scheduled', 'superseded'] as const;

export const childSupportTableSummary = z.object({
  _id: id,
  effectiveFrom: z.string(),
  title: tableTitle,
  source: z.string(),
  /** `inForce`: the version the calculator uses today; `scheduled`: from a later day; `superseded`: replaced by a later one. */
  status: z.enum(childSupportTableStatuses),
  cellCount: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ChildSupportTableSummary = z.infer<typeof childSupportTableSummary>;

export const childSupportTableRecord = childSupportTableSummary.extend({
  childCountFactors: childCountFactorsShape,
  cells: z.array(childSupportCell),
});
export type ChildSupportTableRecord = z.infer<typeof childSupportTableRecord>;

/** `POST /api/console/child-support-tables/check`: every problem, each with the message naming its cell. */
export const childSupportTableCheck = z.object({
  valid: z.boolean(),
  cellCount: z.number().int(),
  issues: z.array(
    z.object({
      code: z.string(),
      path: z.string(),
      message: z.string(),
      ageFrom: z.number().int().optional(),
      ageTo: z.number().int().optional(),
      incomeFrom: z.number().int().optional(),
      incomeTo: z.number().int().nullable().optional(),
      line: z.number().int().optional(),
    }),
  ),
});
export type ChildSupportTableCheck = z.infer<typeof childSupportTableCheck>;
