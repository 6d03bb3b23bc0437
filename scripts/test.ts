import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './apps.ts';
import { freePort } from './free-port.ts';

/**
 * `npm test`: every suite: jest over all packages (the API on embedded PGlite, and again on PostgreSQL when
 * TEST_DATABASE_URL is set), then the browser suite. Ends with one line `N passed, N failed`.
 */
interface Outcome {
  suite: string;
  passed: number;
  failed: number;
  ok: boolean;
  seconds: number;
}

/**
 * Runs a command from the repository's root; its output goes to ours, each line led by `[label]` when one is given
 * (so that two runs at once can be told apart).
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, label?: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
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
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const only = process.argv.slice(2);
const wants = (suite: string) => only.length === 0 || only.includes(suite);
const work = await mkdtemp(path.join(tmpdir(), 'taesung-test-'));
const outcomes: Outcome[] = [];

const secondsSince = (began: number) => Math.round((performance.now() - began) / 1000);

async function jest(suite: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const began = performance.now();
  const report = path.join(work, `${suite}.json`);
  const code = await run(bin('jest'), [...args, '--json', `--outputFile=${report}`], {
    NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning',
    ...env,
  });
  const result = JSON.parse(await readFile(report, 'utf8').catch(() => '{}')) as { numPassedTests?: number; numFailedTests?: number };
  const failed = (result.numFailedTests ?? 0) + (code !== 0 && !result.numFailedTests ? 1 : 0);
  outcomes.push({ suite, passed: result.numPassedTests ?? 0, failed, ok: code === 0, seconds: secondsSince(began) });
}

async function playwrightPart(part: 'site' | 'console') {
  const began = performance.now();
  const report = path.join(work, `e2e-${part}.json`);
  const env = { E2E_PART: part, E2E_PORT: String(await freePort()), E2E_SMTP_PORT: String(await freePort()), PLAYWRIGHT_JSON_OUTPUT_NAME: report };
  const code = await run(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], env, part);
  const result = JSON.parse(await readFile(report, 'utf8').catch(() => '{}')) as { stats?: { expected?: number; unexpected?: number; flaky?: number } };
  const passed = (result.stats?.expected ?? 0) + (result.stats?.flaky ?? 0);
  const failed = (result.stats?.unexpected ?? 0) + (code !== 0 && !result.stats?.unexpected ? 1 : 0);
  outcomes.push({ suite: `e2e (${part})`, passed, failed, ok: code === 0, seconds: secondsSince(began) });
}

/**
 * The browser suite, as two Playwright runs at once: the console's specs, and the public site's with the remotes'
 * faults and deployments (`E2E_PART`), each with a server and database of its own. One run kept this 2-core
 * machine's processors about half idle while it waited on pages, timers and the server (52 % busy on average over
 * its 9 minutes). The build is made first, so that the two servers do not both make it.
 */
async function playwright() {
  const began = performance.now();
  if ((await run(process.execPath, [path.join(root, 'scripts/build.ts')])) !== 0) {
    outcomes.push({ suite: 'e2e', passed: 0, failed: 1, ok: false, seconds: secondsSince(began) });
    return;
  }
  await Promise.all([playwrightPart('site'), playwrightPart('console')]);
}

try {
  if (wants('unit')) await jest('unit', []);
  if (wants('postgres') && process.env.TEST_DATABASE_URL) {
    await jest('api-postgres', ['--selectProjects', 'api'], { API_TEST_DATABASE: 'postgres' });
  }
  if (wants('e2e')) await playwright();
} finally {
  await rm(work, { recursive: true, force: true });
}

for (const outcome of outcomes) console.log(`${outcome.suite}: ${outcome.passed} passed, ${outcome.failed} failed (${outcome.seconds} s)`);
const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
