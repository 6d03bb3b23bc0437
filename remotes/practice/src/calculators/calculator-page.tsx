import { Suspense } from 'react';
import type { CalculatorTool } from '@taesung/shared/calculators';
import { calculatorBodies } from './bodies.ts';
import { watchFirstAct } from './when-visitor-acts.ts';
import styles from './calculator.module.css';

void watchFirstAct();

/**
 * A calculator's page: its stylesheet (this chunk's, written into the server's document) and, in a Suspense
 * boundary, the calculator loaded on demand (`calculatorBodies`).
 */
export function CalculatorPage({ tool }: { tool: CalculatorTool }) {
  const Body = calculatorBodies[tool];
  return (
    <div className={styles.page}>
      <Suspense fallback={null}>
        <Body />
      </Suspense>
    </div>
  );
}
