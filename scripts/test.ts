import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './apps.ts';
import { freePort } from './free-port.ts';

/**
 * `npm test`: every suite: the site's build first (the browser suite and the replica checks of the API's PostgreSQL
 * run need it), jest over all packages (the API on embedded PGlite), then the browser suite and, beside it, the API
 * again on PostgreSQL when TEST_DATABASE_URL is set. A suite that outlives its time limit is stopped and fails. Each
 * suite's line names its failed, flaky and skipped tests (a skip with its reason); the last line is
 * `N passed, N failed, N skipped`.
 */
interface Outcome {
  suite: string;
  passed: number;
  failed: number;
  skipped: number;
  ok: boolean;
  seconds: number;
  /** Failed tests (a test that passed only when tried again among them), named. */
  failures: string[];
  /** Skipped tests, named, with the reason when their runner gives one. */
  skips: { name: string; reason?: string }[];
  /** The files that took longest, with their seconds: where the suite's time goes. */
  slowest?: string[];
}

/** The `count` longest of `[name, milliseconds]`, as `name (N s)`. */
const slowestOf = (times: [string, number][], count = 6) =>
  times
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} (${Math.round(ms / 1000)} s)`);

/** How long each suite may run, in seconds, before it counts as hung: about three times its time on a busy machine. */
const limits = { build: 900, unit: 1200, 'api-postgres': 900, e2e: 1500 };

interface Ended {
  code: number;
  /** Stopped at its time limit. */
  hung: boolean;
  /** Stopped because `npm test` itself was (an interrupt, or CI's deadline). */
  interrupted: boolean;
}

const running = new Set<ChildProcess>();
let interrupted = false;

/** Stops a child and whatever it started: each child leads a process group of its own. */
function stopGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(1);
    interrupted = true;
    console.log(`[test] ${signal}: stopping every suite`);
    for (const child of running) stopGroup(child, 'SIGTERM');
  });
}

/**
 * Runs a command from the repository's root; its output goes to ours, each line led by `[label]` when one is given
 * (so that two runs at once can be told apart). After `limitSeconds` it is stopped (SIGTERM, SIGKILL 15 s later) and
 * answers `hung`.
 */
function run(
  command: string,
  args: string[],
  limitSeconds: number,
  env: NodeJS.ProcessEnv = {},
  label?: string,
): Promise<Ended> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      detached: true,
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    running.add(child);
    let hung = false;
    let kill: NodeJS.Timeout | undefined;
    const limit = setTimeout(() => {
      hung = true;
      console.log(`[test] ${label ?? path.basename(command)} did not finish within ${limitSeconds} s: stopping it`);
      stopGroup(child, 'SIGTERM');
      kill = setTimeout(() => stopGroup(child, 'SIGKILL'), 15_000);
    }, limitSeconds * 1000);
    if (label) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        let rest = '';
        from?.setEncoding('utf8');
        from?.on('data', (chunk: string) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) to.write(`[${label}] ${line}\n`);
        });
        from?.on('end', () => rest && to.write(`[${label}] ${rest}\n`));
      }
    }
    child.on('exit', (code, signal) => {
      clearTimeout(limit);
      clearTimeout(kill);
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), hung, interrupted });
    });
  });
}

const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const only = process.argv.slice(2);
const wants = (suite: string) => only.length === 0 || only.includes(suite);
const work = await mkdtemp(path.join(tmpdir(), 'taesung-test-'));
const outcomes: Outcome[] = [];

const secondsSince = (began: number) => Math.round((performance.now() - began) / 1000);

/** What went wrong with the runner itself (it hung, was stopped, or failed with no test failed): one failure, named. */
function runnerFailure(
  suite: string,
  { code, hung, interrupted: stopped }: Ended,
  limitSeconds: number,
  failedTests: number,
): string[] {
  if (hung) return [`${suite} did not finish within ${limitSeconds} s and was stopped`];
  if (stopped) return [`${suite} was stopped while it ran`];
  if (code !== 0 && failedTests === 0) return [`${suite} exited with ${code} without a failed test (see its output)`];
  return [];
}

interface JestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: {
    name: string;
    status: string;
    startTime?: number;
    endTime?: number;
    assertionResults: { ancestorTitles: string[]; title: string; status: string }[];
  }[];
}

async function jest(suite: 'unit' | 'api-postgres', args: string[], env: NodeJS.ProcessEnv = {}, label?: string) {
  const began = performance.now();
  const report = path.join(work, `${suite}.json`);
  const ended = await run(
    bin('jest'),
    [...args, '--json', `--outputFile=${report}`],
    limits[suite],
    { NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning', ...env },
    label,
  );
  const result = JSON.parse(await readFile(report, 'utf8').catch(() => '{}')) as JestReport;
  const tests = (result.testResults ?? []).flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: [path.relative(root, file.name), ...test.ancestorTitles, test.title].join(' › '),
      status: test.status,
    })),
  );
  // A file that fails before its tests run (it does not compile, a hook throws) has no failed test to count.
  const brokenFiles = (result.testResults ?? [])
    .filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'))
    .map((file) => `${path.relative(root, file.name)}: the file failed to run`);
  const failedTests = (result.numFailedTests ?? 0) + brokenFiles.length;
  const extra = runnerFailure(suite, ended, limits[suite], failedTests);
  outcomes.push({
    suite,
    passed: result.numPassedTests ?? 0,
    failed: failedTests + extra.length,
    skipped: (result.numPendingTests ?? 0) + (result.numTodoTests ?? 0),
    ok: ended.code === 0 && !ended.hung && !ended.interrupted,
    seconds: secondsSince(began),
    failures: [...tests.filter((test) => test.status === 'failed').map((test) => test.name), ...brokenFiles, ...extra],
    skips: tests
      .filter((test) => ['pending', 'skipped', 'todo', 'disabled'].includes(test.status))
      .map((test) => ({ name: test.name, reason: test.status === 'todo' ? 'to do' : undefined })),
    slowest: slowestOf(
      (result.testResults ?? []).map((file) => [
        path.relative(root, file.name),
        (file.endTime ?? 0) - (file.startTime ?? 0),
      ]),
    ),
  });
  return tests;
}

interface PlaywrightSuite {
  title: string;
  specs?: {
    title: string;
    file: string;
    tests: {
      status: string;
      annotations?: { type: string; description?: string }[];
      results?: { duration: number }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** The time each spec file of a Playwright JSON report took, in milliseconds. */
function specFileTimes(suites: PlaywrightSuite[], times = new Map<string, number>()): Map<string, number> {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results ?? []).reduce((total, result) => total + result.duration, 0);
      times.set(spec.file, (times.get(spec.file) ?? 0) + ms);
    }
    specFileTimes(suite.suites ?? [], times);
  }
  return times;
}

/** Every test of a Playwright JSON report, named by its file, its groups and its title. */
function playwrightTests(
  suites: PlaywrightSuite[],
  titles: string[] = [],
): { name: string; status: string; reason?: string }[] {
  return suites.flatMap((suite) => {
    const trail = [...titles, suite.title];
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => {
        const note = test.annotations?.find((annotation) => annotation.type === 'skip' || annotation.type === 'fixme');
        return {
          name: [...trail, spec.title].join(' › '),
          status: test.status,
          reason: note
            ? (note.description ?? note.type)
            : 'not run: an earlier test of its serial group failed, or the run stopped',
        };
      }),
    );
    return [...own, ...playwrightTests(suite.suites ?? [], trail)];
  });
}

async function playwrightPart(part: 'site' | 'console') {
  const began = performance.now();
  const report = path.join(work, `e2e-${part}.json`);
  const env = {
    E2E_PART: part,
    E2E_PORT: String(await freePort()),
    E2E_SMTP_PORT: String(await freePort()),
    E2E_REMOTES_PORT: String(await freePort()),
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  };
  const ended = await run(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], limits.e2e, env, part);
  const result = JSON.parse(await readFile(report, 'utf8').catch(() => '{}')) as {
    suites?: PlaywrightSuite[];
    stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  };
  const tests = playwrightTests(result.suites ?? []);
  // Tests are not retried; should a retry come back, one that failed first is a failure all the same.
  const failedTests = (result.stats?.unexpected ?? 0) + (result.stats?.flaky ?? 0);
  const extra = runnerFailure(`e2e (${part})`, ended, limits.e2e, failedTests);
  outcomes.push({
    suite: `e2e (${part})`,
    passed: result.stats?.expected ?? 0,
    failed: failedTests + extra.length,
    skipped: result.stats?.skipped ?? 0,
    ok: ended.code === 0 && !ended.hung && !ended.interrupted && failedTests === 0,
    seconds: secondsSince(began),
    failures: [
      ...tests.filter((test) => test.status === 'unexpected').map((test) => test.name),
      ...tests
        .filter((test) => test.status === 'flaky')
        .map((test) => `${test.name} (flaky: failed, then passed when tried again)`),
      ...extra,
    ],
    skips: tests.filter((test) => test.status === 'skipped').map((test) => ({ name: test.name, reason: test.reason })),
    slowest: slowestOf([...specFileTimes(result.suites ?? [])]),
  });
}

/** The production build of the shell and every remote, once, for the browser suite and the replica checks. */
async function build(): Promise<boolean> {
  const began = performance.now();
  const ended = await run(process.execPath, [path.join(root, 'scripts/build.ts')], limits.build);
  const failures = runnerFailure('build', ended, limits.build, 0);
  outcomes.push({
    suite: 'build',
    passed: 0,
    failed: failures.length,
    skipped: 0,
    ok: failures.length === 0,
    seconds: secondsSince(began),
    failures,
    skips: [],
  });
  return failures.length === 0;
}

/**
 * The browser suite, as two Playwright runs at once: the console's specs, and the public site's with the remotes'
 * faults and deployments (`E2E_PART`), each with a server and database of its own. One run kept this 2-core
 * machine's processors about half idle while it waited on pages, timers and the server (52 % busy on average over
 * its 9 minutes).
 */
const playwright = () => Promise.all([playwrightPart('site'), playwrightPart('console')]);

const onPostgres = wants('postgres') && !!process.env.TEST_DATABASE_URL;
const unitTests: { name: string; status: string }[] = [];
const postgresTests: { name: string; status: string }[] = [];
try {
  const built = !interrupted && (wants('e2e') || onPostgres) ? await build() : false;
  if (!interrupted && wants('unit')) unitTests.push(...(await jest('unit', [])));
  // The API's PostgreSQL run has the machine to itself, as the unit run does: beside the two browser runs, its
  // production-cost password hashes and the embedded database's start took over 20 s on a busy 2-core machine.
  if (!interrupted && onPostgres)
    postgresTests.push(
      ...(await jest('api-postgres', ['--selectProjects', 'api'], { API_TEST_DATABASE: 'postgres' }, 'postgres')),
    );
  if (!interrupted && wants('e2e') && built) await playwright();
} finally {
  await rm(work, { recursive: true, force: true });
}

/** A jest test skipped in one database's run and passed in the other's is skipped for that reason. */
const passedIn = (tests: { name: string; status: string }[], name: string) =>
  tests.some((test) => test.name === name && test.status === 'passed');
for (const outcome of outcomes) {
  for (const skip of outcome.skips) {
    if (skip.reason) continue;
    if (outcome.suite === 'unit' && passedIn(postgresTests, skip.name))
      skip.reason = 'runs on PostgreSQL only: passed in api-postgres';
    else if (outcome.suite === 'api-postgres' && passedIn(unitTests, skip.name))
      skip.reason = 'runs on the embedded database only: passed in unit';
    else
      skip.reason =
        outcome.suite === 'unit' && !onPostgres
          ? 'skipped in its file (PostgreSQL-only tests run when TEST_DATABASE_URL is set)'
          : 'skipped in its file, and run in no other suite';
  }
}

console.log('');
for (const outcome of outcomes) {
  const counts =
    outcome.suite === 'build'
      ? outcome.ok
        ? 'built'
        : 'FAILED'
      : `${outcome.passed} passed, ${outcome.failed} failed, ${outcome.skipped} skipped`;
  console.log(`${outcome.suite}: ${counts} (${outcome.seconds} s)`);
  for (const failure of outcome.failures) console.log(`  failed: ${failure}`);
  for (const skip of outcome.skips) console.log(`  skipped: ${skip.name} (${skip.reason})`);
  if (outcome.slowest?.length) console.log(`  slowest: ${outcome.slowest.join(', ')}`);
}
if (interrupted) console.log('interrupted: the suites not yet run were not started');
const sum = (key: 'passed' | 'failed' | 'skipped') => outcomes.reduce((total, outcome) => total + outcome[key], 0);
const failed = sum('failed') + (interrupted ? 1 : 0);
console.log(`${sum('passed')} passed, ${failed} failed, ${sum('skipped')} skipped`);
process.exit(outcomes.every((outcome) => outcome.ok) && !interrupted ? 0 : 1);
