import { auditRetrying, type PageReport } from './lighthouse.ts';
import { loadAverage, median } from './results-file.ts';

/**
 * `node bench/side-by-side.ts <before origin> <after origin> [path…]`: Lighthouse on two builds of the site served
 * at once (each by `npm start` from its own checkout, on its own port), their runs alternating page by page, so
 * that a change is measured against the build before it under the same load. A shared machine moves TBT by
 * hundreds of milliseconds from one hour to the next; within one alternating run both builds meet the same noise.
 * `RUNS` (default 5) runs of each build per page; prints median and worst TBT, LCP and the longest task.
 */
const [before, after, ...rest] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: node bench/side-by-side.ts <before origin> <after origin> [path…]');
  process.exit(2);
}
const paths = rest.length > 0 ? rest : ['/', '/divorce/lawsuit', '/taesung/lawyer'];
const runs = Number(process.env.RUNS ?? 5);
const builds = { before, after } as const;

console.log(`load average ${loadAverage()} before`);
for (const path of paths) {
  const reports: Record<keyof typeof builds, PageReport[]> = { before: [], after: [] };
  for (let run = 0; run < runs; run += 1) {
    const order: (keyof typeof builds)[] = run % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
    for (const build of order) {
      const url = `${builds[build]}${path}`;
      reports[build].push(await auditRetrying(url));
    }
  }
  for (const build of ['before', 'after'] as const) {
    const tbt = reports[build].map((report) => report.metrics.tbtMs);
    const lcp = reports[build].map((report) => report.metrics.lcpMs);
    const longest = reports[build].map((report) => report.longestTaskAfterPaint?.durationMs ?? 0);
    console.log(
      `${path} ${build}: TBT ${tbt.join(', ')} (median ${median(tbt)}, worst ${Math.max(...tbt)}) · LCP median ${median(lcp)} · longest task median ${median(longest)} ms`,
    );
  }
}
console.log(`load average ${loadAverage()} after`);
