import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
// The config is read again in each worker: the first reading picks the port and data folder, the workers inherit them.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'taesung-e2e-'));
// A port for the SMTP server a spec may start (console-forms); with no one listening there, mail fails into the outbox.
process.env.E2E_SMTP_PORT ??= String(40_000 + Math.floor(Math.random() * 20_000));
// A port for the static host a spec serves remote builds from (remote-deployment): the one location the server lists.
process.env.E2E_REMOTES_PORT ??= String(40_000 + Math.floor(Math.random() * 20_000));
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * `E2E_PART=console` runs the console's specs (`console-*.spec.ts`), `E2E_PART=site` every other; unset, all of
 * them. `npm test` runs the two parts at once, each with a server, database and results folder of its own. The
 * accessibility spec runs in both, each part checking one of its two screen widths, which evens the parts' times.
 */
const part = process.env.E2E_PART;
if (part !== undefined && part !== 'site' && part !== 'console')
  throw new Error(`E2E_PART is "site" or "console", not "${part}"`);
const consoleSpecs = '**/console-*.spec.ts';
const sharedSpecs = '**/accessibility.spec.ts';

/** The system Chromium (Debian's package); test tools never download a browser here. */
const executablePath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));

export default defineConfig({
  testDir: './tests',
  ...(part === 'console'
    ? { testMatch: [consoleSpecs, sharedSpecs] }
    : part === 'site'
      ? { testIgnore: consoleSpecs }
      : {}),
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // A test that passes only when tried again is a failing test: nothing is retried, and in CI a focused test fails the run.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A bound for a hung test, about twice the longest test's time on a busy 2-core machine; never an assertion.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(tmpdir(), 'taesung-e2e-report.json') }],
  ],
  outputDir: path.join(tmpdir(), part ? `taesung-e2e-results-${part}` : 'taesung-e2e-results'),
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node ${path.join(root, 'scripts/start.ts')}`,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'e2e-Admin-password-1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      REMOTE_ALLOWED_ORIGINS: `http://127.0.0.1:${process.env.E2E_REMOTES_PORT}/`,
    },
  },
});
