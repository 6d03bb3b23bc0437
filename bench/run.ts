import { cpus, totalmem } from 'node:os';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkBudgets } from './budget.ts';
import { auditMedian } from './lighthouse.ts';
import { measuredPages, startSite } from './site-server.ts';

/**
 * `npm run bench -w bench`: builds, starts the site and writes bench/RESULTS.md with the JavaScript budgets and
 * Lighthouse's figures (median of three runs per page) for the home page, a practice page and a lawyer profile.
 */
const runs = Number(process.env.BENCH_RUNS ?? 3);
const targets = { lcpMs: 1500, tbtMs: 100, cls: 0.02 };

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
    '## Why a target is missed',
    '',
    'Lighthouse simulates a slow 4G phone from the load it observed on this machine. In that simulation the document',
    'alone arrives after about 0.45 s of round trips, a new connection for the largest image costs another round trip',
    'or two, and the CPU work before the first paint (parsing the document, the first layout) counts four times. A',
    'portrait of a few KB therefore paints at about 1.6–2.7 s, over the 1.5 s target on pages whose largest element',
    'is an image below a 20–30 KB document. Every script is left out of that path (it runs after the first paint),',
    'and so is the web font (requested after it). TBT above 100 ms comes from evaluating the shared libraries and',
    'the remote (React DOM alone is about 55 KB compressed); hydration itself runs in slices. See',
    '`docs/performance.md`.',
    '',
    'No single-bundle build of the site is kept for comparison.',
    '',
  ].join('\n');
} finally {
  await site.stop();
}
const file = path.join(import.meta.dirname, 'RESULTS.md');
const notes = process.env.BENCH_NOTES ? `\n${process.env.BENCH_NOTES}\n` : '';
await writeFile(file, markdown + notes);
console.log(markdown);
