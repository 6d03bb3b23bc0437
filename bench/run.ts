import { cpus, totalmem } from 'node:os';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkBudgets } from './budget.ts';
import { auditMedian, type PageReport } from './lighthouse.ts';
import { measuredPages, startSite } from './site-server.ts';

/**
 * `npm run bench -w bench`: builds, starts the site and writes bench/RESULTS.md with the JavaScript budgets and
 * Lighthouse's figures (median of three runs per page) for the home page, a practice page and a lawyer profile.
 */
const runs = Number(process.env.BENCH_RUNS ?? 3);
const targets = { lcpMs: 1500, tbtMs: 100, cls: 0.02 };

/** What explains each kind of target this run missed; nothing when every target is met. */
function whyMissed(results: PageReport[]): string[] {
  const lcpMissed = results.some((report) => report.metrics.lcpMs > targets.lcpMs);
  const tbtMissed = results.some((report) => report.metrics.tbtMs > targets.tbtMs);
  const clsMissed = results.some((report) => report.metrics.cls > targets.cls);
  if (!lcpMissed && !tbtMissed && !clsMissed) {
    return [
      'Every target above is met in this run. TBT is the least steady figure: on this shared 2-core machine the',
      'home page measures from about 50 to 230 ms from one run to the next (the evaluation of React DOM and the',
      'remote after the first paint, four times slower in the simulation), so some runs miss the 100 ms target there.',
      '',
    ];
  }
  const lines = ['## Why a target is missed', ''];
  if (lcpMissed) {
    lines.push(
      'LCP: Lighthouse simulates a slow 4G phone from the load it observed on this machine. The document alone arrives',
      'after about 0.45 s of round trips, the largest image needs its own request, and the CPU work before the first',
      'paint counts four times; no script and no web font is asked for before that paint (see `docs/performance.md`).',
      '',
    );
  }
  if (tbtMissed) {
    lines.push(
      'TBT: the long tasks are the evaluation of the shared libraries and the remote once the page has painted (React',
      'DOM alone is about 55 KB compressed); hydration itself runs in slices. The simulation multiplies the tasks it',
      'observed by four, so on this shared 2-core machine the same page measures anywhere from about 50 to 230 ms from',
      'one run to the next; the run with the median performance score is reported.',
      '',
    );
  }
  if (clsMissed) lines.push('CLS: see the layout-shift audit of the page in a Lighthouse report (`node bench/lighthouse.ts <url>`).', '');
  return lines;
}

const site = await startSite();
let markdown: string;
try {
  const pages = await measuredPages(site.origin);
  const budgets = await checkBudgets();
  const results = await auditMedian(pages, runs);
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const verdict = (ok: boolean) => (ok ? 'met' : 'missed');
  const against = (value: number, limit: number, unit: string) =>
    value <= limit ? `met (${value}${unit})` : `missed by ${Math.round((value - limit) * 1000) / 1000}${unit} (${value}${unit})`;
  markdown = [
    '# Benchmark results',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromium} (headless).`,
    'Production build served by `npm start` on the embedded database with the seed content. Lighthouse mobile defaults',
    `(simulated slow 4G, 4× CPU slowdown); median of ${runs} runs per page. Regenerate with \`npm run bench -w bench\`.`,
    '',
    '## JavaScript before interaction (brotli, as served)',
    '',
    '| page | KB | budget | |',
    '| --- | ---: | ---: | --- |',
    ...budgets.map((budget) => `| ${budget.page} | ${budget.kb} | ${budget.limitKb} | ${verdict(budget.ok)} |`),
    '',
    '## Lighthouse',
    '',
    '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | transferred KB | requests before LCP |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map((report) => {
      const { scores, metrics } = report;
      return `| ${new URL(report.url).pathname} | ${scores.performance} | ${scores.accessibility} | ${scores.bestPractices} | ${scores.seo} | ${metrics.lcpMs} | ${metrics.tbtMs} | ${metrics.cls} | ${metrics.transferKb} | ${metrics.requestsBeforeLcp} |`;
    }),
    '',
    '## Targets',
    '',
    '| page | LCP ≤ 1.5 s | TBT ≤ 100 ms | CLS ≤ 0.02 | SEO 100 |',
    '| --- | --- | --- | --- | --- |',
    ...results.map((report) => {
      const { metrics, scores } = report;
      return `| ${new URL(report.url).pathname} | ${against(metrics.lcpMs, targets.lcpMs, ' ms')} | ${against(metrics.tbtMs, targets.tbtMs, ' ms')} | ${against(metrics.cls, targets.cls, '')} | ${verdict(scores.seo === 100)} |`;
    }),
    '',
    ...whyMissed(results),
    'No single-bundle build of the site is kept for comparison.',
    '',
  ].join('\n');
} finally {
  await site.stop();
}
const file = path.join(import.meta.dirname, 'RESULTS.md');
const notes = process.env.BENCH_NOTES ? `\n${process.env.BENCH_NOTES}\n` : '';
const previous = await readFile(file, 'utf8').catch(() => '');
const consoleSection = previous.indexOf('\n## Console lists');
const kept = consoleSection >= 0 ? previous.slice(consoleSection) : '';
await writeFile(file, markdown + notes + kept);
console.log(markdown);
