import type { CalculatorTool } from '@taesung/shared/calculators';

/** A day this many days from today in Korea, `YYYY-MM-DD`: the divorce grounds' time limits run from today. */
const daysFromToday = (days: number) =>
  new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Each tool's worked example, as its address holds it (docs/calculators.md, "The pages"): the page tests compute
 * them, and `scripts/screens.ts` photographs them for docs/screens/. Child support and the inheritance are the
 * published checks (2,542,000 원 → 1,525,200 원 a month; base 3억, each child's forced share 7,500만 원).
 */
export const workedExamples: Record<CalculatorTool, Record<string, string>> = {
  'child-support': { custodial: '180만', other: '270만', age1: '15', age2: '8' },
  'property-division': {
    home1: '5억',
    deposits1: '3,000만',
    pension1: '2,000만',
    debts1: '1.5억',
    deposits2: '8,000만',
    shares2: '2,000만',
    ratio: '50',
  },
  inheritance: {
    deathDate: '2025-06-30',
    estate: '2.4억',
    debts: '1.2억',
    heir1: 'child',
    heir2: 'child',
    gift1to: 'other',
    gift1amount: '1억',
    gift1date: '2024-12-30',
    gift2to: '1',
    gift2amount: '4천만',
    gift2date: '2015-03-01',
    gift3to: '2',
    gift3amount: '4천만',
    gift3date: '2012-09-01',
  },
  'divorce-grounds': {
    infidelity: '1',
    infidelityOccurred: daysFromToday(-75),
    infidelityKnew: daysFromToday(-30),
    desertion: '1',
  },
};

/** A worked example as the query of its page's address, `?…`. */
export const exampleQuery = (tool: CalculatorTool) => `?${new URLSearchParams(workedExamples[tool]).toString()}`;
