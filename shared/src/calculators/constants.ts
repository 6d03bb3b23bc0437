/** The choices and limits of the calculators' inputs, apart from the calculations (the schemas import only these). */

/** The four tools, by the last part of their pages' paths (`/calculator/child-support`, `/en/calculator/child-support`). */
export const calculatorTools = ['child-support', 'property-division', 'inheritance', 'divorce-grounds'] as const;
export type CalculatorTool = (typeof calculatorTools)[number];
/** Each tool's name as its page and the menu give it (`nav.calculators.*` of `common`), for what is written outside a page. */
export const calculatorToolNames: Record<CalculatorTool, { ko: string; en: string }> = {
  'child-support': { ko: '양육비 계산기', en: 'Child Support Calculator' },
  'property-division': { ko: '재산분할 계산기', en: 'Property Division Calculator' },
  inheritance: { ko: '상속분·유류분 계산기', en: 'Inheritance and Forced Share Calculator' },
  'divorce-grounds': { ko: '이혼 사유 자가진단', en: 'Divorce Grounds Self-Check' },
};

/** Children are supported until they come of age at 19 (Civil Code art. 4): the last age band ends at 18. */
export const lastChildAge = 18;
export const maxChildren = 10;
export const maxTableCells = 600;

export const assetKinds = [
  'home',
  'realEstate',
  'deposits',
  'shares',
  'pension',
  'business',
  'vehicle',
  'other',
] as const;
export type AssetKind = (typeof assetKinds)[number];
/** `lease`: a tenant's deposit the spouse must give back (임대차보증금 반환채무). */
export const debtKinds = ['mortgage', 'loan', 'lease', 'card', 'other'] as const;
export type DebtKind = (typeof debtKinds)[number];

export const heirRelations = ['spouse', 'child', 'parent', 'sibling'] as const;
export type HeirRelation = (typeof heirRelations)[number];

/** The six judicial grounds of divorce of Civil Code art. 840, by its numbers. */
export const divorceGrounds = [
  'infidelity',
  'desertion',
  'mistreatmentBySpouse',
  'mistreatmentOfAscendant',
  'whereaboutsUnknown',
  'otherSerious',
] as const;
export type DivorceGround = (typeof divorceGrounds)[number];

/** A ratio typed as a percentage with at most two decimals, in hundredths of a percent (`55.5` → 5550); null otherwise. */
export function percentHundredths(percent: number): number | null {
  const hundredths = Math.round(percent * 100);
  if (!Number.isFinite(percent) || Math.abs(percent * 100 - hundredths) > 1e-6 || hundredths < 0 || hundredths > 10_000)
    return null;
  return hundredths;
}
