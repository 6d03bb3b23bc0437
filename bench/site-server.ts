import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { freePort } from '../scripts/free-port.ts';
import { chromiumFlags, chromiumPath } from './lighthouse.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The console administrator of the site `startSite` starts. */
export const siteAdmin = { username: 'admin', password: 'bench-Admin-password-1' } as const;

export interface RunningSite {
  origin: string;
  /** Stops the server and starts it again on the same port and folder, as after a deployment or a reboot. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * With `BENCH_SERVE_BUILT=1` the site is served from the build as it is, without `npm start`'s build of what changed:
 * on a machine where the sources are being edited, every start would otherwise rebuild the site.
 */
const serveBuilt = process.env.BENCH_SERVE_BUILT === '1';

/** `npm start` on a free port with a fresh embedded database (builds what changed first); `env` adds settings. */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'taesung-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  const launch = async (): Promise<ChildProcess> => {
    const child = spawn(process.execPath, [path.join(root, serveBuilt ? 'api/src/server.ts' : 'scripts/start.ts')], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        NODE_ENV: 'production',
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: origin,
        ADMIN_USERNAME: siteAdmin.username,
        ADMIN_PASSWORD: siteAdmin.password,
        ...env,
      },
    });
    const deadline = Date.now() + 300_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the site stopped while starting (exit ${child.exitCode})`);
      const healthy = await fetch(`${origin}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (healthy) return child;
      if (Date.now() > deadline) throw new Error('the site did not start within 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  const end = async (running: ChildProcess) => {
    if (running.exitCode !== null) return;
    running.kill('SIGTERM');
    await new Promise((resolve) => running.once('exit', resolve));
  };
  let child = await launch();
  return {
    origin,
    async restart() {
      await end(child);
      child = await launch();
    },
    async stop() {
      await end(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the site, hands its origin to `use`, and stops it whatever happens. */
export async function withSite<T>(use: (origin: string) => Promise<T>): Promise<T> {
  const site = await startSite();
  try {
    return await use(site.origin);
  } finally {
    await site.stop();
  }
}

/** The profile page of the site's first lawyer. */
export async function lawyerProfilePath(origin: string): Promise<string> {
  const lawyers = (await (await fetch(`${origin}/api/v1/lawyers?limit=1`)).json()) as { lawyers: { key: string }[] };
  const profile = lawyers.lawyers[0]?.key;
  if (!profile) throw new Error('no lawyer to measure');
  return `/taesung/lawyer/${profile}`;
}

/** The three pages the targets name: the home page, a practice page and a lawyer profile (not warmed up). */
export async function measuredPaths(origin: string): Promise<string[]> {
  return ['/', '/divorce/property', await lawyerProfilePath(origin)];
}

/**
 * The screens the phone measurements use: Lighthouse's mobile default (a Moto G Power: 412 × 823 at 1.75) and the
 * interaction runs' Pixel 7.
 */
const measuringScreens = [
  {
    viewport: { width: 412, height: 823 },
    screen: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
  devices['Pixel 7'],
];

/**
 * Warms pages up for measurements on those phone screens only: each page rendered once, then opened in the system
 * Chromium on each screen, so that the server has made every picture size those screens ask for (lazy ones
 * included, which Lighthouse's full-page screenshot loads at the end of a run) and no measurement waits on a
 * resize, or shares the CPU with one. `warmUp` makes every size instead: the home page's 40 pictures in six widths
 * take 80 s here, of which a phone uses one or two.
 */
export async function warmUpForPhones(origin: string, pages: string[]): Promise<void> {
  for (const page of pages) await fetch(`${origin}${page}`).then((response) => response.arrayBuffer());
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    for (const screen of measuringScreens) {
      const context = await browser.newContext({ ...screen, locale: 'ko-KR' });
      const tab = await context.newPage();
      let inFlight = 0;
      tab.on('request', () => (inFlight += 1));
      tab.on('requestfinished', () => (inFlight -= 1));
      tab.on('requestfailed', () => (inFlight -= 1));
      const settled = async () => {
        for (let quiet = 0; quiet < 10; quiet = inFlight === 0 ? quiet + 1 : 0)
          await new Promise((resolve) => setTimeout(resolve, 100));
      };
      for (const page of pages) {
        await tab.setViewportSize(screen.viewport);
        await tab.goto(`${origin}${page}`, { waitUntil: 'load' });
        await settled();
        // As Lighthouse's full-page screenshot does after each run: the screen as tall as the page, so every lazy
        // picture in it loads.
        const height = await tab.evaluate(() => document.documentElement.scrollHeight);
        await tab.setViewportSize({ width: screen.viewport.width, height: Math.min(height, 16_384) });
        await tab
          .waitForFunction(() =>
            [...document.images].every((image) => {
              const box = image.getBoundingClientRect();
              return image.complete || box.width === 0 || box.right <= 0 || box.left >= innerWidth;
            }),
          )
          .catch(() => undefined);
        await settled();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/**
 * Renders a page once, and asks for every size of every uploaded picture it shows, so a measurement sees the
 * server as visitors do: pages come from its cache, and resized pictures from its disk rather than being made on
 * the first request.
 */
export async function warmUp(origin: string, page: string): Promise<void> {
  const html = await (await fetch(page, { headers: { 'accept-encoding': 'br' } })).text();
  const pictures = new Set(
    [...html.matchAll(/\/uploads\/[^\s"',)]+/g)].map((match) => match[0].replace(/&amp;/g, '&')),
  );
  for (const picture of pictures) {
    await fetch(`${origin}${picture}`, { headers: { accept: 'image/avif,image/webp,image/*' } }).then((response) =>
      response.arrayBuffer(),
    );
  }
}
