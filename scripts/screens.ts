import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { root } from './apps.ts';
import { freePort } from './free-port.ts';
import type { CalculatorTool } from '@taesung/shared/calculators';
import { exampleQuery, workedExamples } from '../remotes/practice/src/calculators/worked-examples.ts';

/**
 * `node scripts/screens.ts`: the calculators' screenshots in docs/screens/ (`<tool>-375.png`, `<tool>-1440.png`),
 * each tool filled with a worked example through its address, on the production site (`npm start`'s build of what
 * changed, a fresh embedded database with the seed content) in the system Chromium, at 375 px as a phone and at
 * 1440 px as a desktop. `node scripts/screens.ts inheritance` takes only the tools named; `SCREENS_ORIGIN` uses a
 * site already running there instead.
 */

const screensDir = path.join(root, 'docs/screens');
const widths = [375, 1440] as const;
const executablePath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));

async function startSite(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'taesung-screens-'));
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.ts')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'screens-Admin-password-1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: origin,
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000;
  while (
    !(await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        server.exitCode !== null
          ? `the site stopped while starting (exit ${server.exitCode})`
          : 'the site did not start within 5 minutes',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { origin, stop };
}

/**
 * The page settled on a screen as tall as itself (as Lighthouse's full-page screenshot does): parts rendered only
 * on screen (`content-visibility: auto`, the footer) drawn, fonts in, every picture loaded, every entrance played.
 */
async function settle(page: Page, width: number) {
  await page.waitForLoadState('networkidle');
  for (let height = 0, last = -1; height !== last;) {
    last = height;
    height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), 16_384);
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await page.waitForFunction(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
      .every((element) => {
        const child = element.firstElementChild;
        return !child?.checkVisibility() || child.checkVisibility({ contentVisibilityAuto: true });
      }),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  await page.waitForLoadState('networkidle');
}

const known = Object.keys(workedExamples) as CalculatorTool[];
const isTool = (name: string): name is CalculatorTool => (known as string[]).includes(name);
const named = process.argv.slice(2);
for (const name of named) if (!isTool(name)) throw new Error(`no calculator "${name}": ${known.join(', ')}`);
const tools = named.length ? named.filter(isTool) : known;

const site = process.env.SCREENS_ORIGIN
  ? { origin: process.env.SCREENS_ORIGIN.replace(/\/$/, ''), stop: async () => undefined }
  : await startSite();
const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const width of widths) {
    const phone = width < 768 ? { isMobile: true, hasTouch: true } : {};
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      ...phone,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (const tool of tools) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site.origin}/calculator/${tool}${exampleQuery(tool)}`, { waitUntil: 'load' });
      await page.locator('[aria-live] strong').first().waitFor();
      await settle(page, width);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) console.warn(`${tool} at ${width} px: ${overflow} px wider than the screen`);
      const shot = await page.screenshot({ fullPage: true });
      const file = path.join(screensDir, `${tool}-${width}.png`);
      await writeFile(
        file,
        await sharp(shot).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toBuffer(),
      );
      console.log(`${path.relative(root, file)}: ${site.origin}/calculator/${tool}${exampleQuery(tool)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
