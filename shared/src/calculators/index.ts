/**
 * The calculators of the site, pure and isomorphic: the API answers with them and the pages compute with them as the
 * visitor types. Money is whole won, shares exact fractions; every amount is rounded down to the won (docs/calculators.md).
 */
export * from './constants.ts';
export * from './fraction.ts';
export * from './dates.ts';
export * from './amount.ts';
export * from './issues.ts';
export * from './child-support.ts';
export * from './child-support-2021.ts';
export * from './property-division.ts';
export * from './inheritance.ts';
export * from './divorce-grounds.ts';
