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

/** Lighthouse's kinds of main-thread work (`mainthread-work-breakdown`), as it names them. */
export const workGroups = [
  'scriptEvaluation',
  'scriptParseCompile',
  'styleLayout',
  'paintCompositeRender',
  'parseHTML',
  'garbageCollection',
  'other',
] as const;
export type WorkGroup = (typeof workGroups)[number];

export interface LongTask {
  /** The script Lighthouse attributes the task to (a path on the site), or `other`. */
  script: string;
  startMs: number;
  durationMs: number;
  /**
   * The task's time by kind of work, when Lighthouse could tell it: a simulated task often keeps none of its
   * children, and then it is all `other`.
   */
  work: Partial<Record<WorkGroup, number>>;
}

export interface ScriptWork {
  script: string;
  totalMs: number;
  evaluationMs: number;
  parseCompileMs: number;
}

/**
 * How Lighthouse slows the page down: `simulate` (its default) loads the page at full speed and computes the
 * metrics from a model of a slow phone on slow 4G, each main-thread task's observed length × 4; `devtools` runs the
 * page itself slowed (4× CPU slowdown, the same network figures applied to each request) and reports what happened.
 */
export type Throttling = 'simulate' | 'devtools';

/**
 * The renderer main thread's tasks of 12.5 ms or more in the trace Lighthouse observed (those that are long tasks
 * once × 4): their wall time, and the time of it the thread was running (`tdur`). On a busy machine a task's wall
 * time includes the time the thread waited for a core, which the simulation multiplies by 4 too.
 */
export interface ObservedTasks {
  count: number;
  wallMs: number;
  cpuMs: number;
}

export interface PageReport {
  url: string;
  throttling: Throttling;
  observedTasks?: ObservedTasks;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: {
    lcpMs: number;
    tbtMs: number;
    cls: number;
    fcpMs: number;
    maxPotentialFidMs: number;
    transferKb: number;
    requestsBeforeLcp: number;
  };
  /** The longest task starting after the first contentful paint, on the simulated timeline; none when there is none over 50 ms. */
  longestTaskAfterPaint?: LongTask;
  /** Main-thread time of the whole load by kind of work (4× slowed, as Lighthouse reports it). */
  mainThread: Partial<Record<WorkGroup, number>>;
  /** The scripts that cost the main thread most (4× slowed), longest first. */
  scripts: ScriptWork[];
  failedAudits: { category: string; id: string; title: string }[];
}

type Audit = {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  scoreDisplayMode?: string;
  details?: { items?: Record<string, unknown>[]; debugData?: { urls?: string[]; tasks?: Record<string, number>[] } };
};

const round = (value: number) => Math.round(value);
const scriptName = (url: string) => (URL.canParse(url) ? new URL(url).pathname : url || 'other');

function longestTaskAfter(audits: Record<string, Audit>, fcpMs: number): LongTask | undefined {
  const debug = audits['long-tasks']?.details?.debugData;
  const tasks = (debug?.tasks ?? []).filter((task) => (task.startTime ?? 0) >= fcpMs);
  const longest = tasks.sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))[0];
  if (!longest) return undefined;
  const work = Object.fromEntries(
    workGroups.filter((group) => longest[group]).map((group) => [group, round(longest[group]!)]),
  );
  return {
    script: scriptName(debug?.urls?.[longest.urlIndex ?? -1] ?? ''),
    startMs: round(longest.startTime ?? 0),
    durationMs: round(longest.duration ?? 0),
    work,
  };
}

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

function observedTasks(events: TraceEvent[]): ObservedTasks | undefined {
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const taskCount = (thread: TraceEvent) =>
    events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask').length;
  const main = mains
    .map((thread) => ({ thread, count: taskCount(thread) }))
    .sort((a, b) => b.count - a.count)[0]?.thread;
  if (!main) return undefined;
  const tasks = events.filter(
    (event) =>
      event.pid === main.pid &&
      event.tid === main.tid &&
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      (event.dur ?? 0) >= 12_500,
  );
  const sum = (pick: (event: TraceEvent) => number) =>
    round(tasks.reduce((total, event) => total + pick(event), 0) / 1000);
  return {
    count: tasks.length,
    wallMs: sum((event) => event.dur ?? 0),
    cpuMs: sum((event) => event.tdur ?? event.dur ?? 0),
  };
}

/** Lighthouse with its mobile defaults (slow 4G, 4x CPU slowdown, Moto G Power screen), simulated or applied. */
export async function audit(url: string, port: number, throttling: Throttling = 'simulate'): Promise<PageReport> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', throttlingMethod: throttling });
  if (!result) throw new Error(`Lighthouse produced no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Record<string, Audit>;
  const numeric = (id: string) => audits[id]?.numericValue ?? 0;
  const lcp = numeric('largest-contentful-paint');
  const fcp = numeric('first-contentful-paint');
  // Requests the browser made before its largest paint, on the timeline it observed (the simulated LCP is on
  // another clock).
  const requests = (audits['network-requests']?.details?.items ?? []) as { networkRequestTime?: number }[];
  const observed = (audits.metrics?.details?.items?.[0] ?? {}) as { observedLargestContentfulPaint?: number };
  const lcpAt = observed.observedLargestContentfulPaint ?? Infinity;
  const failedAudits = Object.entries(lhr.categories).flatMap(([category, value]) =>
    value.auditRefs
      .map((ref) => audits[ref.id])
      .filter(
        (item): item is Audit =>
          Boolean(item) &&
          item!.score !== null &&
          item!.score < 1 &&
          item!.scoreDisplayMode !== 'informative' &&
          item!.scoreDisplayMode !== 'manual' &&
          item!.scoreDisplayMode !== 'notApplicable',
      )
      .map((item) => ({ category, id: item.id, title: item.title })),
  );
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const breakdown = (audits['mainthread-work-breakdown']?.details?.items ?? []) as {
    group: WorkGroup;
    duration: number;
  }[];
  const bootup = (audits['bootup-time']?.details?.items ?? []) as {
    url: string;
    total: number;
    scripting: number;
    scriptParseCompile: number;
  }[];
  const trace = (result.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace?.traceEvents;
  return {
    url,
    throttling,
    observedTasks: throttling === 'simulate' && trace ? observedTasks(trace) : undefined,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    metrics: {
      lcpMs: round(lcp),
      tbtMs: round(numeric('total-blocking-time')),
      cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
      fcpMs: round(fcp),
      maxPotentialFidMs: round(numeric('max-potential-fid')),
      transferKb: Math.round(numeric('total-byte-weight') / 102.4) / 10,
      requestsBeforeLcp: requests.filter((item) => (item.networkRequestTime ?? Infinity) <= lcpAt).length,
    },
    longestTaskAfterPaint: longestTaskAfter(audits, fcp),
    mainThread: Object.fromEntries(breakdown.map((item) => [item.group, round(item.duration)])),
    scripts: bootup.map((item) => ({
      script: scriptName(item.url),
      totalMs: round(item.total),
      evaluationMs: round(item.scripting),
      parseCompileMs: round(item.scriptParseCompile),
    })),
    failedAudits,
  };
}

/** One page audited in a browser of its own, started for it and closed after, as a visitor's first visit. */
export async function auditFresh(url: string, throttling: Throttling = 'simulate'): Promise<PageReport> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    return await audit(url, chrome.port, throttling);
  } finally {
    chrome.kill();
  }
}

/** How many times a Lighthouse run is tried before its failure ends the script. */
const attempts = 3;

/**
 * `auditFresh`, tried again in another fresh browser when the run fails, up to three times in all. Lighthouse
 * sometimes cannot complete a run: a trace without its navigation start (`NO_NAVSTART`) came in 4 of 25 fresh runs
 * on one quiet evening here, twice in a row once, which had ended a whole comparison when a run was tried twice.
 */
export async function auditRetrying(url: string, throttling: Throttling = 'simulate'): Promise<PageReport> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditFresh(url, throttling);
    } catch (error) {
      if (attempt === attempts) throw error;
      console.error(`${error instanceof Error ? error.message : String(error)} (attempt ${attempt} of ${attempts})`);
    }
  }
}

/** A page audited `runs` times with Lighthouse's default (simulated) throttling, each in a fresh browser. */
export async function auditRuns(url: string, runs: number): Promise<PageReport[]> {
  const reports: PageReport[] = [];
  for (let run = 0; run < runs; run += 1) reports.push(await auditRetrying(url, 'simulate'));
  return reports;
}

/**
 * A page audited `runs` times with each kind of throttling, the kinds alternating run by run (and which goes first),
 * so that a change in the machine's load falls on both.
 */
export async function auditBothWays(url: string, runs: number): Promise<Record<Throttling, PageReport[]>> {
  const reports: Record<Throttling, PageReport[]> = { simulate: [], devtools: [] };
  for (let run = 0; run < runs; run += 1) {
    const order: Throttling[] = run % 2 ? ['devtools', 'simulate'] : ['simulate', 'devtools'];
    for (const throttling of order) reports[throttling].push(await auditRetrying(url, throttling));
  }
  return reports;
}

if (import.meta.main) {
  for (const url of process.argv.slice(2)) console.log(JSON.stringify(await auditFresh(url), null, 2));
}
