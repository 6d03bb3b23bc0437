import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { listeningPid, residentMb, sampleResident } from './process-memory.ts';
import { loadAverage, machineDescription, median, writeResultsSection } from './results-file.ts';
import { measuredPaths, siteAdmin, startSite } from './site-server.ts';
import { enrolAdmin } from './two-factor.ts';

/**
 * `node bench/load.ts`: the production server (`npm start`, a fresh database) and a bare Node HTTP server, each in a
 * child process on loopback, driven one target after another by autocannon: the bare server, each public API read,
 * each rendered public page, then a mixed load twice. Records requests/s, p50, p99 and the answers that were not 2xx
 * per target with the ratio to the bare server, and the API process's resident memory before, during and after.
 * Writes its section of bench/RESULTS.md. `bench/ci.ts` runs a short version as a gate (`loadChecks`).
 */

export const targets = { ratio: 0.5, p99Ms: 50, residentMb: 300 } as const;

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
  /** The pause after a mixed run before its "after" memory sample. */
  idleSeconds: number;
  /** A PostgreSQL server to run on instead of the embedded database: a fresh database is created in it, then dropped. */
  postgresUrl?: string;
  /** Fewer single targets (the gate's short run): four API reads and three pages. */
  short?: boolean;
}

type Kind = 'bare' | 'api' | 'page' | 'mixed';
type MixPart = 'public pages' | 'public API reads' | 'console reads' | 'consultation requests';

interface Target {
  name: string;
  kind: Kind;
  requests: autocannon.Request[];
}

export interface TargetResult {
  name: string;
  kind: Kind;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers by status. */
  statuses: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
  /**
   * Requests/s over the bare server's in the same run: for a single target, over the mean of the bare runs right
   * before and after its group (`bareAround`); for a mixed run, over the mean of all of them.
   */
  ratio: number;
  bareAround?: number;
  /** In a mixed run, each part's answers (every status counted in its times). */
  parts?: { part: MixPart; requests: number; p50Ms: number; p99Ms: number; statuses: Record<string, number> }[];
}

export interface MemoryFigures {
  /** The process that created the database, once started and its administrator enrolled. */
  firstStartMb: number;
  beforeMb: number;
  singleTargetsMaxMb: number;
  mixed: { maxMb: number; afterMb: number }[];
  /** After the second mixed run over after the first, in percent. */
  growthPercent: number;
}

export interface LoadReport {
  options: LoadOptions;
  database: 'PGlite' | 'PostgreSQL';
  measuredAt: Date;
  loadAverage: { before: number; after: number };
  bareRuns: number[];
  results: TargetResult[];
  mixedRuns: TargetResult[];
  mixRequests: { part: MixPart; count: number; detail: string }[];
  memory: MemoryFigures;
}

const browserHeaders = { 'accept-encoding': 'br, gzip', 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' };
const pageHeaders = { ...browserHeaders, accept: 'text/html,application/xhtml+xml' };
const apiHeaders = { ...browserHeaders, accept: 'application/json' };

const get = (requestPath: string, headers: Record<string, string> = apiHeaders): autocannon.Request => ({
  method: 'GET',
  path: requestPath,
  headers,
});

/** The bare server in a child process; answers its origin and how to stop it. */
async function startBareServer(): Promise<{ origin: string; stop(): Promise<void> }> {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'bare-server.ts'), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve(Number(message)));
    child.once('exit', (code) => reject(new Error(`the bare server stopped (exit ${code})`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A fresh database in the PostgreSQL server at `url`, dropped by `drop`. */
async function freshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `taesung_load_${randomBytes(6).toString('hex')}`;
  const maintenance = postgres(url, { max: 1, onnotice: () => {} });
  await maintenance.unsafe(`create database ${name}`);
  const database = new URL(url);
  database.pathname = `/${name}`;
  return {
    url: database.toString(),
    async drop() {
      await maintenance.unsafe(`drop database if exists ${name} with (force)`);
      await maintenance.end({ timeout: 5 });
    },
  };
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: apiHeaders });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A consultation request in Korean from a visitor at `address` (198.18.0.0/15, the range kept for benchmarks). */
function consultationRequest(sequence: number): { body: string; address: string } {
  const address = `198.${18 + ((sequence >> 16) & 1)}.${(sequence >> 8) & 255}.${sequence & 255}`;
  const names = ['김민준', '이서연', '박지훈', '최수아', '정예준'];
  const topics = ['재산분할', '양육권', '위자료', '이혼 절차', '상간자 소송'];
  const body = JSON.stringify({
    name: names[sequence % names.length],
    phone: `010-${String(1000 + (sequence % 9000)).padStart(4, '0')}-${String(sequence % 10000).padStart(4, '0')}`,
    category: 'divorce-property',
    office: 'seoul-main',
    contactTime: 'evening',
    content: `${topics[sequence % topics.length]} 상담을 받고 싶습니다. 가능한 시간에 연락 부탁드립니다.`,
    agree: true,
  });
  return { body, address };
}

/** The targets, from what the seeded site holds. */
async function discoverTargets(origin: string, accessToken: string, short: boolean) {
  // The pages' pictures are not part of the load, so only the pages are warmed (below, by `warmUp`).
  const [home, practicePage, profile] = await measuredPaths(origin);
  const { boards } = await json<{ boards: { _id: string }[] }>(`${origin}/api/v1/boards?code=reference&limit=1`);
  const { lawyers } = await json<{ lawyers: { key: string }[] }>(`${origin}/api/v1/lawyers?limit=1`);
  const { practices } = await json<{ practices: { code: string }[] }>(`${origin}/api/v1/practices`);
  const boardId = boards[0]?._id;
  const lawyerKey = lawyers[0]?.key;
  const practiceCode = practices[0]?.code;
  if (!boardId || !lawyerKey || !practiceCode || !home || !practicePage || !profile)
    throw new Error('the seed content lacks a success case, a lawyer or a practice');

  const apiReads = [
    '/api/v1/boards',
    '/api/v1/boards?code=reference',
    `/api/v1/boards/${boardId}`,
    '/api/v1/lawyers',
    `/api/v1/lawyers/${lawyerKey}`,
    `/api/v1/practices/${practiceCode}`,
    '/api/v1/setting',
    '/api/v1/center/faqs',
  ];
  const pages = [home, '/en', practicePage, '/taesung/lawyer', profile, '/reference'];
  const consoleHeaders = { ...apiHeaders, authorization: `Bearer ${accessToken}` };
  const consoleReads = ['/api/console/statistics/dashboard', '/api/console/boards', '/api/console/forms'].map((read) =>
    get(read, consoleHeaders),
  );

  let sequence = 0;
  const formPost: autocannon.Request = {
    method: 'POST',
    path: '/api/v1/forms',
    headers: { ...apiHeaders, 'content-type': 'application/json' },
    setupRequest: (request) => {
      const { body, address } = consultationRequest(sequence++);
      return { ...request, body, headers: { ...request.headers, 'x-forwarded-for': address } };
    },
  };
  // One visit in 32 sends a consultation request, three in 32 are a member of staff's console reads.
  const publicReads = [...pages.map((page) => get(page, pageHeaders)), ...apiReads.map((read) => get(read))];
  const mix = [...publicReads, ...consoleReads.slice(0, 2), ...publicReads, consoleReads[2]!, formPost];

  const single = (kind: 'api' | 'page', paths: string[]): Target[] =>
    paths.map((target) => ({
      name: target,
      kind,
      requests: [get(target, kind === 'page' ? pageHeaders : apiHeaders)],
    }));
  const chosenReads = short ? apiReads.filter((_read, index) => [0, 1, 3, 6].includes(index)) : apiReads;
  const chosenPages = short ? [home, practicePage, profile] : pages;
  return {
    singles: [...single('api', chosenReads), ...single('page', chosenPages)],
    mixed: { name: 'mixed', kind: 'mixed' as const, requests: mix },
    mixRequests: [
      { part: 'public pages', count: pages.length * 2, detail: 'the pages above' },
      { part: 'public API reads', count: apiReads.length * 2, detail: 'the reads above' },
      {
        part: 'console reads',
        count: consoleReads.length,
        detail: "the dashboard's figures, the posts list and the requests list, with an administrator's token",
      },
      { part: 'consultation requests', count: 1, detail: '`POST /api/v1/forms` with a valid Korean request' },
    ] satisfies LoadReport['mixRequests'],
  };
}

/** What a request of the mixed load is, for its own latencies. */
function partOf(request: autocannon.Request | undefined): MixPart {
  if (request?.method === 'POST') return 'consultation requests';
  if (request?.path?.startsWith('/api/console/')) return 'console reads';
  if (request?.path?.startsWith('/api/')) return 'public API reads';
  return 'public pages';
}

/** The value below which `share` of the sorted values lie. */
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * One target for `durationSeconds`; each connection goes through a mixed list from its own starting point. In a
 * mixed run, every answer's time is also kept by the part of the mix it belongs to (autocannon tells which request a
 * connection had sent when the answer arrives: one at a time, no pipelining).
 */
function drive(
  origin: string,
  target: Target,
  options: LoadOptions,
  bareRequestsPerSecond: number,
): Promise<TargetResult> {
  let client = 0;
  const times = new Map<MixPart, { ms: number[]; statuses: Record<string, number> }>();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: options.connections,
        duration: options.durationSeconds,
        requests: target.requests,
        setupClient: (connection) => {
          const shift = (client++ * 7) % target.requests.length;
          if (shift) connection.setRequests([...target.requests.slice(shift), ...target.requests.slice(0, shift)]);
        },
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        const statuses = Object.fromEntries(
          Object.entries(result.statusCodeStats ?? {}).map(([status, { count = 0 }]) => [status, count]),
        );
        const requestsPerSecond = Math.round(result.requests.average);
        resolve({
          name: target.name,
          kind: target.kind,
          requestsPerSecond,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          requests: result.requests.total,
          statuses,
          errors: result.errors + result.timeouts,
          ratio: bareRequestsPerSecond ? Math.round((requestsPerSecond / bareRequestsPerSecond) * 100) / 100 : 1,
          ...(target.kind === 'mixed'
            ? {
                parts: [...times].map(([part, { ms, statuses: partStatuses }]) => {
                  const sorted = ms.sort((a, b) => a - b);
                  return {
                    part,
                    requests: sorted.length,
                    p50Ms: Math.round(percentile(sorted, 0.5)),
                    p99Ms: Math.round(percentile(sorted, 0.99)),
                    statuses: partStatuses,
                  };
                }),
              }
            : {}),
        });
      },
    );
    if (target.kind !== 'mixed') return;
    instance.on('response', (connection, statusCode, _bytes, responseTime) => {
      const sent = (connection as unknown as { requestIterator?: { currentRequest?: autocannon.Request } })
        .requestIterator?.currentRequest;
      const part = partOf(sent);
      const entry = times.get(part) ?? { ms: [], statuses: {} };
      entry.ms.push(responseTime);
      entry.statuses[statusCode] = (entry.statuses[statusCode] ?? 0) + 1;
      times.set(part, entry);
    });
  });
}

/** Asks for every request of a target once, so the measured runs see the server's caches as visitors do. */
async function warmUp(origin: string, target: Target): Promise<void> {
  for (const request of target.requests) {
    if (request.method !== 'GET') continue;
    const response = await fetch(`${origin}${request.path}`, { headers: request.headers as Record<string, string> });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${request.path} answered ${response.status} before the load`);
  }
}

const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const say = (line: string) => console.log(`load: ${line}`);

/** The answers that were not 2xx, as `12 × 429`, or `0`. */
function non2xx(result: TargetResult): string {
  const others = Object.entries(result.statuses).filter(([status]) => !status.startsWith('2'));
  const errors = result.errors ? [`${result.errors} × no answer`] : [];
  const parts = [...others.map(([status, count]) => `${count} × ${status}`), ...errors];
  return parts.length ? parts.join(', ') : '0';
}

const countOf = (result: TargetResult, prefix: string) =>
  Object.entries(result.statuses).reduce((sum, [status, count]) => sum + (status.startsWith(prefix) ? count : 0), 0);

const describe = (result: TargetResult) =>
  `${result.name}: ${result.requestsPerSecond} requests/s (${result.ratio}× bare), p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${non2xx(result)}` +
  (result.parts ?? [])
    .map((part) => `\n      ${part.part}: ${part.requests} answers, p50 ${part.p50Ms} ms, p99 ${part.p99Ms} ms`)
    .join('');

/** With `BENCH_INJECT_REQUEST_US`, the server's settings that make each of its requests cost that much more (`slow-requests.ts`). */
function slowerRequests(): Record<string, string> {
  if (!Number(process.env.BENCH_INJECT_REQUEST_US)) return {};
  return {
    NODE_OPTIONS:
      `${process.env.NODE_OPTIONS ?? ''} --import ${path.join(import.meta.dirname, 'slow-requests.ts')}`.trim(),
  };
}

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const database = options.postgresUrl ? await freshPostgresDatabase(options.postgresUrl) : null;
  const previousDatabaseUrl = process.env.DATABASE_URL;
  if (database) process.env.DATABASE_URL = database.url;
  else delete process.env.DATABASE_URL;
  const loadBefore = loadAverage();
  const bare = await startBareServer();
  const site = await startSite({ TRUST_PROXY: 'loopback', ...slowerRequests() }).finally(() => {
    if (previousDatabaseUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previousDatabaseUrl;
  });
  try {
    // The first start creates the embedded database (initdb, migrations, the seed), which leaves that process larger
    // than the server is on every later start; the load runs against a server restarted on the same folder, as it
    // runs day to day, and the first start's size is reported beside it.
    const port = Number(new URL(site.origin).port);
    const admin = await enrolAdmin(site.origin, siteAdmin.username, siteAdmin.password);
    const firstStartMb = await residentMb(await listeningPid(port));
    await site.restart();
    const pid = await listeningPid(port);
    const { singles, mixed, mixRequests } = await discoverTargets(
      site.origin,
      admin.accessToken,
      options.short ?? false,
    );
    for (const target of [...singles, mixed]) await warmUp(site.origin, target);
    await pause(options.idleSeconds);
    const beforeMb = await residentMb(pid);
    say(`server process ${pid}: ${beforeMb} MB resident before the load`);

    // The bare server before the API reads, between them and the pages, and after the pages: each target's ratio is
    // to the mean of the bare runs right before and after its group, which a change in the machine's load moves with it.
    const bareTarget: Target = { name: 'bare Node server, before the API reads', kind: 'bare', requests: [get('/')] };
    const bareResults: TargetResult[] = [];
    const bareRun = async (name: string) => {
      const result = await drive(bare.origin, { ...bareTarget, name }, options, 0);
      say(describe(result));
      bareResults.push(result);
      return result;
    };
    const ordered: TargetResult[] = [await bareRun(bareTarget.name)];
    const singleSampler = sampleResident(pid);
    const measured: TargetResult[] = [];
    for (const kind of ['api', 'page'] as const) {
      const before = ordered.at(-1)!.requestsPerSecond;
      const group: TargetResult[] = [];
      for (const target of singles.filter((single) => single.kind === kind))
        group.push(await drive(site.origin, target, options, before));
      const after = await bareRun(
        kind === 'api' ? 'bare Node server, after the API reads' : 'bare Node server, after the pages',
      );
      const around = (before + after.requestsPerSecond) / 2;
      for (const result of group) {
        const judged = {
          ...result,
          ratio: Math.round((result.requestsPerSecond / around) * 100) / 100,
          bareAround: Math.round(around),
        };
        say(describe(judged));
        measured.push(judged);
        ordered.push(judged);
      }
      ordered.push(after);
    }
    const singleTargetsMaxMb = await singleSampler.stop();
    const bareRuns = bareResults.map((result) => result.requestsPerSecond);
    const bareMean = Math.round(bareRuns.reduce((sum, value) => sum + value, 0) / bareRuns.length);
    const ratioTo = (result: TargetResult) => ({
      ...result,
      ratio: Math.round((result.requestsPerSecond / bareMean) * 100) / 100,
    });

    const mixedRuns: TargetResult[] = [];
    const mixedMemory: { maxMb: number; afterMb: number }[] = [];
    for (const run of [1, 2]) {
      const sampler = sampleResident(pid);
      const result = ratioTo(await drive(site.origin, { ...mixed, name: `mixed, run ${run}` }, options, bareMean));
      const maxMb = await sampler.stop();
      await pause(options.idleSeconds);
      const afterMb = await residentMb(pid);
      mixedRuns.push(result);
      mixedMemory.push({ maxMb, afterMb });
      say(`${describe(result)}; resident ${maxMb} MB at most, ${afterMb} MB after ${options.idleSeconds} s idle`);
    }
    const firstAfterMb = mixedMemory[0]!.afterMb;
    const secondAfterMb = mixedMemory[1]!.afterMb;
    return {
      options,
      database: database ? 'PostgreSQL' : 'PGlite',
      measuredAt: new Date(),
      loadAverage: { before: loadBefore, after: loadAverage() },
      bareRuns,
      results: ordered,
      mixedRuns,
      mixRequests,
      memory: {
        firstStartMb,
        beforeMb,
        singleTargetsMaxMb,
        mixed: mixedMemory,
        growthPercent: Math.round(((secondAfterMb - firstAfterMb) / firstAfterMb) * 1000) / 10,
      },
    };
  } finally {
    await site.stop();
    await bare.stop();
    await database?.drop();
  }
}

/** Whether a target meets ≥ 0.5× bare and p99 ≤ 50 ms, and if not by how much it misses. */
function verdict(result: TargetResult): { met: boolean; words: string } {
  const misses = [];
  if (result.ratio < targets.ratio)
    misses.push(`${result.ratio}×, ${Math.round((targets.ratio - result.ratio) * 100) / 100} short`);
  if (result.p99Ms > targets.p99Ms) misses.push(`p99 ${result.p99Ms - targets.p99Ms} ms over`);
  return { met: misses.length === 0, words: misses.length ? `missed (${misses.join('; ')})` : 'met' };
}

/** "No growth": the second identical mixed run leaves the process at most this much larger than the first. */
export const steadyGrowthPercent = 5;

/** What explains the misses of this run, in the terms docs/performance.md ("The load bench") gives in full. */
function whyMissed(report: LoadReport, missed: { memoryMet: boolean; mixedMissed: boolean }): string[] {
  const embedded = report.database === 'PGlite';
  const lines: string[] = [];
  lines.push(
    `The bare server answers two bytes with nothing else to do, so its figure is near what autocannon itself can send: ${report.bareRuns.map((value) => value.toLocaleString('en')).join(', ')}`,
    'requests/s here. It is also the figure most moved by other work on the machine (docs/performance.md, "The load bench"),',
    'so the ratios of a run on a busy machine look better than they are.',
  );
  if (missed.mixedMissed && embedded) {
    lines.push(
      "Mixed runs: the embedded database runs in the server's own thread (WebAssembly), so while the console's queries and",
      "the requests' inserts run, no other answer goes out; see each part's times above.",
    );
  }
  if (!missed.memoryMet && embedded) {
    lines.push(
      'Memory: the embedded database alone is about 230 MB resident when it opens an existing folder and about 500 MB when',
      "it creates one (measured on its own: its WebAssembly memory with 32 MB of shared buffers, 360 MB with PostgreSQL's",
      'default 128 MB), and a first start also runs initdb, migrates and seeds, which leaves the process larger than a',
      'restart on the same folder (the first start is reported above; the load runs against the restarted server).',
    );
  }
  return [...lines, ''];
}

/** The section of bench/RESULTS.md: how it was measured, the tables, and which targets are met or missed. */
export function loadSection(report: LoadReport): string {
  const { options, memory } = report;
  const embedded = report.database === 'PGlite';
  const measured = report.results.filter((result) => result.kind !== 'bare');
  const row = (result: TargetResult, judged: boolean) =>
    `| ${result.kind === 'bare' ? result.name : `\`${result.name}\``} | ${result.requestsPerSecond.toLocaleString('en')} | ${result.kind === 'bare' ? '—' : `${result.ratio}×`} | ${result.p50Ms} | ${result.p99Ms} | ${non2xx(result)} | ${judged ? verdict(result).words : '—'} |`;
  const tableHead = [
    '| target | requests/s | × bare | p50 ms | p99 ms | non-2xx | ≥ 0.5× bare, p99 ≤ 50 ms |',
    '| --- | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  const highest = Math.max(memory.beforeMb, memory.singleTargetsMaxMb, ...memory.mixed.map((run) => run.maxMb));
  const missed = [...measured, ...report.mixedRuns].filter((result) => !verdict(result).met);
  const met = [...measured, ...report.mixedRuns].filter((result) => verdict(result).met);
  const posts = report.mixedRuns
    .map((run) => `${countOf(run, '201')} accepted and ${run.statuses['429'] ?? 0} limited`)
    .join(' in the first run, ');
  const memoryMet = highest <= targets.residentMb;
  const steady = memory.growthPercent <= steadyGrowthPercent;
  const heading = embedded ? '## Load and memory' : '## Load and memory on PostgreSQL';
  return [
    heading,
    '',
    `Measured ${report.measuredAt.toISOString().slice(0, 16).replace('T', ' ')} UTC with \`node bench/load.ts${embedded ? '' : ' --postgres <url>'}\` on ${machineDescription()}. The`,
    `machine is shared: its load average over a minute was ${report.loadAverage.before} when the run started and ${report.loadAverage.after} when it ended (2 cores,`,
    'other builds and tests running beside it). Production build served by `npm start` on loopback with the seed content, on',
    `${embedded ? 'the embedded database (PGlite) in a temporary folder' : 'a fresh database in a PostgreSQL 15 server on the same machine'}; autocannon runs in the bench's own process,`,
    `${options.connections} connections with keep-alive, ${options.durationSeconds} s per target, one target after another. Requests as a browser sends them`,
    '(`Accept-Encoding: br, gzip`, Korean `Accept-Language`), without `If-None-Match`, so every read answers in full.',
    `The bare server is Node's \`http\` answering \`ok\` from a child process, run before the API reads, between them and the pages, and`,
    `after the pages (${report.bareRuns.map((value) => value.toLocaleString('en')).join(', ')} requests/s); each single target's ratio is to the mean of the bare runs right`,
    "before and after its group, a mixed run's to the mean of all of them.",
    '',
    '### Requests',
    '',
    ...tableHead,
    ...report.results.map((result) => row(result, result.kind !== 'bare')),
    ...report.mixedRuns.map((result) => row(result, true)),
    '',
    `The mixed runs go through a list of ${report.mixRequests.reduce((sum, part) => sum + part.count, 0)} requests, each connection from its own place in it: ` +
      `${report.mixRequests.map((part) => `${part.count} × ${part.part} (${part.detail})`).join(', ')}. ` +
      'Each consultation request comes from an address of its own (`X-Forwarded-For` in 198.18.0.0/15, believed from loopback as the run sets `TRUST_PROXY=loopback`), ' +
      `since a visitor may send 5 in 10 minutes: ${posts} in the second. The console's requests list leaves an access record per read, as it does for staff.`,
    '',
    'Each part of the mixed runs on its own (times of every answer, whatever its status):',
    '',
    '| run | part | requests | p50 ms | p99 ms | statuses |',
    '| --- | --- | ---: | ---: | ---: | --- |',
    ...report.mixedRuns.flatMap((run) =>
      (run.parts ?? []).map(
        (part) =>
          `| ${run.name} | ${part.part} | ${part.requests.toLocaleString('en')} | ${part.p50Ms} | ${part.p99Ms} | ${Object.entries(
            part.statuses,
          )
            .map(([status, count]) => `${count.toLocaleString('en')} × ${status}`)
            .join(', ')} |`,
      ),
    ),
    '',
    '### Resident memory of the API process',
    '',
    '| when | MB |',
    '| --- | ---: |',
    `| first start, which created the database (initdb, migrations, seed), its administrator enrolled; not measured under load | ${memory.firstStartMb} |`,
    `| before the load (restarted on the same folder, signed in, every target asked once, ${options.idleSeconds} s idle) | ${memory.beforeMb} |`,
    `| highest during the single targets | ${memory.singleTargetsMaxMb} |`,
    ...memory.mixed.flatMap((run, index) => [
      `| highest during mixed run ${index + 1} | ${run.maxMb} |`,
      `| after mixed run ${index + 1} (${options.idleSeconds} s idle, no forced GC) | ${run.afterMb} |`,
    ]),
    `| growth from after run 1 to after run 2 | ${memory.growthPercent}% |`,
    '',
    `VmRSS of \`api/src/server.ts\` (the process listening on the port, not \`npm start\` above it), sampled every 200 ms.${embedded ? ' The embedded database lives in that process, so its memory is counted.' : " PostgreSQL's own processes are not counted."}`,
    '',
    '### Targets',
    '',
    met.length
      ? `Met (≥ ${targets.ratio}× bare and p99 ≤ ${targets.p99Ms} ms): ${met.map((result) => `\`${result.name}\``).join(', ')}.`
      : 'No target met both ≥ 0.5× bare and p99 ≤ 50 ms.',
    missed.length
      ? `Missed: ${missed.map((result) => `\`${result.name}\` ${verdict(result).words.replace(/^missed /, '')}`).join(', ')}.`
      : 'None missed.',
    embedded
      ? `Memory ≤ ${targets.residentMb} MB on the embedded database: ${memoryMet ? `met (${highest} MB at most)` : `missed by ${Math.round((highest - targets.residentMb) * 10) / 10} MB (${highest} MB)`}.`
      : `Memory: ${highest} MB at most (the ${targets.residentMb} MB target is for the embedded database).`,
    `No growth between the two identical mixed runs (within ${steadyGrowthPercent}%): ${steady ? 'met' : 'missed'} (${memory.growthPercent}%).`,
    `Median ratio of the single targets: ${median(measured.map((result) => result.ratio))}×.`,
    '',
    ...whyMissed(report, { memoryMet, mixedMissed: report.mixedRuns.some((run) => !verdict(run).met) }),
  ].join('\n');
}

export interface LoadCheck {
  name: string;
  ok: boolean;
  detail: string;
}

/**
 * What CI gates on (see docs/performance.md, "What CI gates"): no 5xx at all; the API reads' and the pages' requests/s
 * against the bare server measured right before and after them, the median of each group's ratios at least a bound
 * that a third fewer requests/s falls below and this machine's spread over ten runs does not; at most 15% growth
 * between the two mixed runs; and resident memory under a ceiling on the embedded database (far from its 300 MB
 * target, which the embedded database does not reach).
 */
export const gate = { apiRatio: 0.1, pageRatio: 0.05, growthPercent: 15, residentMb: 1400 } as const;

export function loadChecks(report: LoadReport): LoadCheck[] {
  const all = [...report.results, ...report.mixedRuns];
  const serverErrors = all.filter((result) => countOf(result, '5') > 0);
  const highest = Math.max(
    report.memory.beforeMb,
    report.memory.singleTargetsMaxMb,
    ...report.memory.mixed.map((run) => run.maxMb),
  );
  const group = (kind: Kind) => report.results.filter((result) => result.kind === kind).map((result) => result.ratio);
  const ratioCheck = (kind: 'api' | 'page', name: string, minimum: number): LoadCheck => {
    const ratios = group(kind);
    const ratio = median(ratios);
    return {
      name,
      ok: ratio >= minimum,
      detail: `median ${ratio}× the bare server over ${ratios.length} targets (${ratios.join(', ')}; minimum ${minimum}; target ${targets.ratio})`,
    };
  };
  const checks: LoadCheck[] = [
    {
      name: 'no 5xx',
      ok: serverErrors.length === 0,
      detail: serverErrors.length
        ? serverErrors.map((result) => `${result.name}: ${non2xx(result)}`).join('; ')
        : `none in ${all.reduce((sum, result) => sum + result.requests, 0).toLocaleString('en')} requests`,
    },
    ratioCheck('api', 'API reads against the bare server', gate.apiRatio),
    ratioCheck('page', 'pages against the bare server', gate.pageRatio),
    {
      name: 'memory growth',
      ok: report.memory.growthPercent <= gate.growthPercent,
      detail: `${report.memory.growthPercent}% from after the first mixed run to after the second (${report.memory.mixed.map((run) => `${run.afterMb} MB`).join(' → ')}; maximum ${gate.growthPercent}%)`,
    },
  ];
  if (report.database === 'PGlite') {
    checks.push({
      name: 'resident memory',
      ok: highest <= gate.residentMb,
      detail: `${highest} MB at most (maximum ${gate.residentMb} MB; target ${targets.residentMb} MB)`,
    });
  }
  return checks;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', short: 'd', default: '10' },
      connections: { type: 'string', short: 'c', default: '100' },
      idle: { type: 'string', default: '5' },
      postgres: { type: 'string' },
      short: { type: 'boolean', default: false },
      'no-write': { type: 'boolean', default: false },
    },
  });
  const report = await runLoad({
    durationSeconds: Number(values.duration),
    connections: Number(values.connections),
    idleSeconds: Number(values.idle),
    postgresUrl: values.postgres ?? process.env.DATABASE_URL,
    short: values.short,
  });
  const section = loadSection(report);
  console.log(`\n${section}`);
  if (!values['no-write']) await writeResultsSection(section.slice(0, section.indexOf('\n')), section);
  for (const check of loadChecks(report))
    console.log(`${check.ok ? 'ok  ' : 'FAIL'} load ${check.name}: ${check.detail}`);
}
