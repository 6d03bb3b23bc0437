import { checkBudgets } from './budget.ts';
import { checkConsoleBudget } from './console-budget.ts';
import { auditMedian } from './lighthouse.ts';
import { loadChecks, runLoad } from './load.ts';
import { measuredPages, startSite } from './site-server.ts';

/**
 * What CI enforces on speed and size: the JavaScript budgets of the production build; the console's (what a member
 * of staff downloads to log in and open the dashboard, with the editor left to the screens that use it); and
 * Lighthouse (mobile defaults, the system Chromium; the median of three runs per page) on the home page, a practice
 * page and a lawyer profile, failing under accessibility 95, best practices 95 and SEO 100, and under performance 75:
 * the performance score is made of timings, which a shared 2-core machine moves by 10 points and more from run to
 * run, so it gates only far below its target (95) and its figures are always printed. Then a short load run on a
 * site of its own (`bench/load.ts`: 3 s per target at 50 connections, four API reads, three pages, the mixed load
 * twice), gated only where a busy machine cannot make it fail: see `loadChecks`. Ends with `N passed, N failed`.
 */
const thresholds = { performance: 75, accessibility: 95, bestPractices: 95, seo: 100 } as const;
let passed = 0;
let failed = 0;

const site = await startSite();
try {
  for (const result of await checkBudgets()) {
    const ok = result.ok;
    console.log(`${ok ? 'ok  ' : 'FAIL'} budget ${result.page}: ${result.kb} KB of JavaScript (limit ${result.limitKb} KB)`);
    if (ok) passed += 1;
    else failed += 1;
  }
  const consoleChecks = await checkConsoleBudget(site.origin).catch((error: unknown) => [
    { name: 'budget', ok: false, detail: `could not be measured: ${error instanceof Error ? error.message : String(error)}` },
  ]);
  for (const check of consoleChecks) {
    console.log(`${check.ok ? 'ok  ' : 'FAIL'} console ${check.name}: ${check.detail}`);
    if (check.ok) passed += 1;
    else failed += 1;
  }
  const reports = await auditMedian(await measuredPages(site.origin), Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  for (const report of reports) {
    const page = new URL(report.url).pathname;
    for (const [category, minimum] of Object.entries(thresholds) as [keyof typeof thresholds, number][]) {
      const score = report.scores[category];
      const ok = score >= minimum;
      console.log(`${ok ? 'ok  ' : 'FAIL'} lighthouse ${category} ${page}: ${score} (minimum ${minimum})`);
      if (ok) passed += 1;
      else failed += 1;
    }
    const { lcpMs, tbtMs, cls, transferKb } = report.metrics;
    console.log(`     ${page}: LCP ${lcpMs} ms, TBT ${tbtMs} ms, CLS ${cls}, ${transferKb} KB transferred`);
    for (const item of report.failedAudits.filter((entry) => entry.category !== 'performance')) console.log(`     ${item.category}: ${item.title}`);
  }
} catch (error) {
  console.error(error);
  failed += 1;
} finally {
  await site.stop();
}
try {
  const report = await runLoad({ durationSeconds: 3, connections: 50, idleSeconds: 2, short: true });
  for (const check of loadChecks(report)) {
    console.log(`${check.ok ? 'ok  ' : 'FAIL'} load ${check.name}: ${check.detail}`);
    if (check.ok) passed += 1;
    else failed += 1;
  }
} catch (error) {
  console.error(error);
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
