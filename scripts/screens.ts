import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { root } from './apps.ts';
import { freePort } from './free-port.ts';

/**
 * `node scripts/screens.ts`: the calculators' screenshots in docs/screens/ (`<tool>-375.png`, `<tool>-1440.png`),
 * each tool filled with a worked example through its address, on the production site (`npm start`'s build of what
 * changed, a fresh embedded database with the seed content) in the system Chromium, at 375 px as a phone and at
 * 1440 px as a desktop. `node scripts/screens.ts inheritance` takes only the tools named; `SCREENS_ORIGIN` uses a
 * site already running there instead.
 */

const screensDir = path.join(root, 'docs/screens');
const widths = [375, 1440] as const;
const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));

/** A day this many days from today in Korea, `YYYY-MM-DD`: the divorce grounds' time limits run from today. */
const daysFromToday = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Each tool's worked example, as its address holds it (docs/calculators.md, "The pages"). */
const examples: Record<string, Record<string, string>> = {
  'child-support': { custodial: '180만', other: '270만', age1: '15', age2: '8' },
  'property-division': {
    home1: '5억',
    deposits1: '3,000만',
    pension1: '2,000만',
    debts1: '1.5억',
    deposits2: '8,000만',
    shares2: '2,000만',
    ratio: '50',
  },
  inheritance: {
    deathDate: '2025-06-30',
    estate: '2.4억',
    debts: '1.2억',
    heir1: 'child',
    heir2: 'child',
    gift1to: 'other',
    gift1amount: '1억',
    gift1date: '2024-12-30',
    gift2to: '1',
    gift2amount: '4천만',
    gift2date: '2015-03-01',
    gift3to: '2',
    gift3amount: '4천만',
    gift3date: '2012-09-01',
  },
  'divorce-grounds': {
    infidelity: '1',
    infidelityOccurred: daysFromToday(-75),
    infidelityKnew: daysFromToday(-30),
    desertion: '1',
  },
};

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
  while (!(await fetch(`${origin}/api/health`).then((response) => response.ok, () => false))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(server.exitCode !== null ? `the site stopped while starting (exit ${server.exitCode})` : 'the site did not start within 5 minutes');
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
  for (let height = 0, last = -1; height !== last; ) {
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
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  await page.waitForLoadState('networkidle');
}

const tools = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(examples);
for (const tool of tools) if (!examples[tool]) throw new Error(`no calculator "${tool}": ${Object.keys(examples).join(', ')}`);

const site = process.env.SCREENS_ORIGIN ? { origin: process.env.SCREENS_ORIGIN.replace(/\/$/, ''), stop: async () => undefined } : await startSite();
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const width of widths) {
    const phone = width < 768 ? { isMobile: true, hasTouch: true } : {};
    const context = await browser.newContext({ viewport: { width, height: 900 }, ...phone, locale: 'ko-KR', timezoneId: 'Asia/Seoul', reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const tool of tools) {
      const query = new URLSearchParams(examples[tool]).toString();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site.origin}/calculator/${tool}?${query}`, { waitUntil: 'load' });
      await page.locator('[aria-live] strong').first().waitFor();
      await settle(page, width);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) console.warn(`${tool} at ${width} px: ${overflow} px wider than the screen`);
      const shot = await page.screenshot({ fullPage: true });
      const file = path.join(screensDir, `${tool}-${width}.png`);
      await writeFile(file, await sharp(shot).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toBuffer());
      console.log(`${path.relative(root, file)}: ${site.origin}/calculator/${tool}?${query}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
