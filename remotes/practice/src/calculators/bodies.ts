import type { ComponentType } from 'react';
import { lazyPage, type LazyPage } from '@taesung/shared';
import type { CalculatorTool } from '@taesung/shared/calculators';
import { whenVisitorActs } from './when-visitor-acts.ts';

/**
 * A calculator's form, result and calculations, with its texts: a chunk of its own (`calculator-<tool>`), loaded
 * when the visitor first acts on a page the server rendered (until then React keeps the server's markup, a
 * dehydrated Suspense boundary, and the GET form works as it is), at once on a page rendered in the browser, and
 * before rendering on the server.
 */
function calculatorBody(tool: CalculatorTool, load: () => Promise<ComponentType>): LazyPage {
  return lazyPage(`calculator-${tool}`, () => whenVisitorActs(tool).then(load));
}

export const calculatorBodies: Readonly<Record<CalculatorTool, LazyPage>> = {
  'child-support': calculatorBody('child-support', () =>
    import(/* webpackChunkName: "calculator-child-support" */ './child-support-calculator.tsx').then((m) => m.loaded),
  ),
  'property-division': calculatorBody('property-division', () =>
    import(/* webpackChunkName: "calculator-property-division" */ './property-division-calculator.tsx').then(
      (m) => m.loaded,
    ),
  ),
  inheritance: calculatorBody('inheritance', () =>
    import(/* webpackChunkName: "calculator-inheritance" */ './inheritance-calculator.tsx').then((m) => m.loaded),
  ),
  'divorce-grounds': calculatorBody('divorce-grounds', () =>
    import(/* webpackChunkName: "calculator-divorce-grounds" */ './divorce-grounds-calculator.tsx').then(
      (m) => m.loaded,
    ),
  ),
};
