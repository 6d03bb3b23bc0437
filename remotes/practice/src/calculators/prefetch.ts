import type { PrefetchContext } from '@taesung/shared';
import type { CalculatorTool } from '@taesung/shared/calculators';
import { calculatorsApi } from './api.ts';
import { calculatorBodies } from './bodies.ts';

/** What the server loads before rendering a calculator: its code and texts, and for child support the table in force. */
export async function prefetchCalculator(tool: CalculatorTool, { dispatch }: PrefetchContext): Promise<void> {
  await calculatorBodies[tool].preload();
  if (tool === 'child-support') await dispatch(calculatorsApi.endpoints.getChildSupportTable.initiate());
}
