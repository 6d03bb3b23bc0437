import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The system Chromium; no browser is downloaded. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface PageReport {
  url: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: { lcpMs: number; tbtMs: number; cls: number; fcpMs: number; transferKb: number; requestsBeforeLcp: number };
  failedAudits: { category: string; id: string; title: string }[];
}

type Audit = { id: string; title: string; score: number | null; numericValue?: number; scoreDisplayMode?: string; details?: { items?: Record<string, unknown>[] } };

/** Lighthouse with its mobile defaults (simulated slow 4G, 4x CPU slowdown, Moto G Power screen). */
export async function audit(url: string, port: number): Promise<PageReport> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse produced no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Record<string, Audit>;
  const lcp = audits['largest-contentful-paint']?.numericValue ?? 0;
  // Requests the browser made before its largest paint, on the timeline it observed (the simulated LCP is on
  // another clock).
  const requests = (audits['network-requests']?.details?.items ?? []) as { networkRequestTime?: number }[];
  const observed = (audits.metrics?.details?.items?.[0] ?? {}) as { observedLargestContentfulPaint?: number };
  const lcpAt = observed.observedLargestContentfulPaint ?? Infinity;
  const failedAudits = Object.entries(lhr.categories).flatMap(([category, value]) =>
    value.auditRefs
      .map((ref) => audits[ref.id])
      .filter((item): item is Audit => Boolean(item) && item!.score !== null && item!.score < 1 && item!.scoreDisplayMode !== 'informative' && item!.scoreDisplayMode !== 'manual' && item!.scoreDisplayMode !== 'notApplicable')
      .map((item) => ({ category, id: item.id, title: item.title })),
  );
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    url,
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
    metrics: {
      lcpMs: Math.round(lcp),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      transferKb: Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 102.4) / 10,
      requestsBeforeLcp: requests.filter((item) => (item.networkRequestTime ?? Infinity) <= lcpAt).length,
    },
    failedAudits,
  };
}

export async function auditAll(urls: string[]): Promise<PageReport[]> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const reports: PageReport[] = [];
    for (const url of urls) reports.push(await audit(url, chrome.port));
    return reports;
  } finally {
    chrome.kill();
  }
}

/** A run Lighthouse itself could not complete (a trace without its navigation start, say) is run once more. */
const retryOnce = (url: string) => (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return auditAll([url]);
};

/**
 * Each page audited `runs` times, keeping the run with the median performance score: one run on a shared machine
 * swings by several points (the simulation starts from the timings it observed).
 */
export async function auditMedian(urls: string[], runs: number): Promise<PageReport[]> {
  const results: PageReport[] = [];
  for (const url of urls) {
    const reports: PageReport[] = [];
    for (let run = 0; run < runs; run += 1) reports.push(...(await auditAll([url]).catch(retryOnce(url))));
    const sorted = reports.sort((a, b) => a.scores.performance - b.scores.performance);
    results.push(sorted[Math.floor(sorted.length / 2)]!);
  }
  return results;
}

if (import.meta.main) {
  const reports = await auditAll(process.argv.slice(2));
  for (const report of reports) console.log(JSON.stringify(report, null, 2));
}
