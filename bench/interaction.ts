import {
  chromium,
  devices,
  errors,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { chromiumPath } from './lighthouse.ts';
import { loadAverage, machineDescription, median, writeResultsSection } from './results-file.ts';
import { against } from './startup.ts';
import { siteAdmin, withSite } from './site-server.ts';
import { enrolAdmin, type EnrolledAdmin } from './two-factor.ts';

/**
 * `npm run interaction -w bench`: what a visitor on a mid-range phone feels while a page starts. The system
 * Chromium with its CPU slowed four times (DevTools' `Emulation.setCPUThrottlingRate`, set before the page is asked
 * for) and a phone's screen; each run a new browser context. A control is tapped as soon as it is on the screen,
 * while the page is still starting, and tapped again every second while nothing happens, as a visitor would; then
 * the page is left to settle. Measured in the page: the time from each tap to the next paint (Event Timing, or a
 * frame after the tap when it took under 16 ms), the time until the tap's effect is on the screen, and every long
 * task after the first paint. Also the console: from sending the login's second step to the dashboard answering a
 * click in its menu. Writes the "Interactions" sections of bench/RESULTS.md.
 */
export const interactionHeading = '## Interactions during start-up (4× slower CPU)';
export const interactionTargets = { paintMs: 200, longTaskMs: 100, consoleMs: 2000 } as const;
const cpuSlowdown = 4;
const retapAfterMs = 1000;
const responseTimeoutMs = 30_000;
const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface InteractionRun {
  /** When the first tap came, after the navigation started. */
  tappedAtMs: number;
  /** From the first tap to the next paint. */
  firstPaintAfterTapMs: number;
  /** The longest of any tap's. */
  worstPaintAfterTapMs: number;
  /** From the first tap to its effect on the screen. */
  shownAfterMs: number;
  taps: number;
  longTaskMaxMs: number;
  longTaskTotalMs: number;
  longTaskCount: number;
}

type Effect = 'menu' | 'carousel' | 'focus';

export interface Interaction {
  name: string;
  path: string;
  control: (page: Page) => Locator;
  effect: Effect;
}

export const interactions: Interaction[] = [
  // Controls are found by CSS, not by role: Playwright finds a role by computing the accessibility tree in the page,
  // which at 4x slowdown took the home page's main thread 100-220 ms at a time, polled while the page started.
  {
    name: 'open the mobile menu',
    path: '/',
    control: (page) => page.locator('header button[aria-expanded]').last(),
    effect: 'menu',
  },
  // The previous lawyer: the carousel plays forward by itself, so only a tap moves it back.
  {
    name: "tap the lawyer carousel's arrow",
    path: '/',
    control: (page) => page.locator('button[aria-label="이전 변호사"]'),
    effect: 'carousel',
  },
  {
    name: "focus the consultation form's first field",
    path: '/contact/consultation',
    control: (page) =>
      page
        .locator('form[aria-labelledby="consultation-form-title"]')
        .locator('input:not([type="hidden"]), select, textarea')
        .first(),
    effect: 'focus',
  },
];

interface EffectState {
  effect: Effect;
  taps: number;
  /** The carousel's position before the first tap (`1 / 9`). */
  before: string;
}

/**
 * In the page: whether it has taken the taps so far (then no more taps) and whether their effect shows. The menu
 * is taken when its button says it is expanded, and shown when its panel is visible (loaded on first open); the
 * carousel when its position has stepped back, by one to `taps` slides, between two looks; the field when it has the
 * focus.
 */
function effectOf(control: Element, state: EffectState): { taken: boolean; shown: boolean } {
  if (state.effect === 'menu') {
    const panel = document.getElementById(control.getAttribute('aria-controls') ?? '');
    return { taken: control.getAttribute('aria-expanded') === 'true', shown: Boolean(panel?.checkVisibility()) };
  }
  if (state.effect === 'carousel') {
    // The carousel plays forward by itself: only a step back between two looks is the taps' doing. Compared with
    // the position before the first tap instead, a turn of autoplay before the tap took effect hid the tap's move.
    const seen = window as unknown as { __carouselSeen?: string; __carouselBack?: boolean };
    const position = (text: string) => text.split('/').map((part) => Number(part.trim()));
    const caption = control.closest('[role="region"]')?.querySelector('p [aria-hidden="true"]')?.textContent ?? '';
    const previous = seen.__carouselSeen ?? state.before;
    if (!seen.__carouselBack && caption !== previous) {
      const [from = 0, total = 1] = position(previous);
      const [to = 0] = position(caption);
      const back = (((from - to) % total) + total) % total;
      seen.__carouselBack = back >= 1 && back <= Math.min(state.taps, total - 2);
    }
    seen.__carouselSeen = caption;
    const moved = Boolean(seen.__carouselBack);
    return { taken: moved, shown: moved };
  }
  const focused = document.activeElement === control;
  return { taken: focused, shown: focused };
}

type WithEffect = { __startupEffect: typeof effectOf };

/**
 * In the page, from the document's start: each tap on a control watches, frame by frame, for the effect of the taps
 * so far, and keeps the time of the first frame in which it shows (`__shownAt`, on the page's clock) and what it
 * watches for (`__tapState`). Started by the tap itself: a look from the harness after the tap came when the busy
 * main thread let it run, and saw the field's focus, there at the tap, 300 ms late; one before the tap put the tap
 * itself a second later into the start-up.
 */
function watchTapsInPage(effect: Effect) {
  const page = window as unknown as WithEffect & { __shownAt: number; __tapState?: EffectState };
  page.__shownAt = 0;
  let watch = 0;
  addEventListener(
    'pointerdown',
    (event) => {
      const control =
        event.isTrusted && event.target instanceof Element
          ? event.target.closest('button, input, select, textarea')
          : null;
      if (!control) return;
      const caption = control.closest('[role="region"]')?.querySelector('p [aria-hidden="true"]')?.textContent ?? '';
      const state = { effect, taps: (page.__tapState?.taps ?? 0) + 1, before: page.__tapState?.before ?? caption };
      page.__tapState = state;
      page.__shownAt = 0;
      const current = ++watch;
      const frame = () => {
        if (current !== watch) return;
        if (page.__startupEffect(control, state).shown) page.__shownAt = performance.now();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    { capture: true },
  );
}

/** Records, from the document's start, long tasks, slow events and the frame after each tap. */
function recordInPage() {
  const record = {
    longTasks: [] as { startMs: number; durationMs: number }[],
    events: [] as { startMs: number; durationMs: number }[],
    taps: [] as { atMs: number; paintedMs: number }[],
  };
  Object.defineProperty(window, '__startupRecord', { value: record });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.longTasks.push({ startMs: entry.startTime, durationMs: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.events.push({ startMs: entry.startTime, durationMs: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  addEventListener(
    'pointerdown',
    (event) => {
      if (!event.isTrusted) return;
      const tap = { atMs: event.timeStamp, paintedMs: 0 };
      record.taps.push(tap);
      requestAnimationFrame(() => setTimeout(() => (tap.paintedMs = performance.now())));
    },
    { capture: true },
  );
}

interface PageRecord {
  longTasks: { startMs: number; durationMs: number }[];
  events: { startMs: number; durationMs: number }[];
  taps: { atMs: number; paintedMs: number }[];
  firstPaintMs: number;
}

async function readRecord(page: Page): Promise<PageRecord> {
  return page.evaluate(() => {
    const record = (window as unknown as { __startupRecord: Omit<PageRecord, 'firstPaintMs'> }).__startupRecord;
    const paint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint');
    return { ...record, firstPaintMs: paint?.startTime ?? 0 };
  });
}

/** A new context with a phone's screen and the CPU slowed, its recorder installed before any page script. */
async function throttledPage(
  browser: Browser,
  origin: string,
  device: 'phone' | 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...(device === 'phone' ? devices['Pixel 7'] : devices['Desktop Chrome']),
    baseURL: origin,
    locale: 'ko-KR',
  });
  await context.addInitScript(recordInPage);
  await context.addInitScript({
    content: `Object.defineProperty(window, '__startupEffect', { value: ${effectOf.toString()} });`,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page };
}

/** Long tasks starting after the first paint: the longest, their sum and their count. */
function longTasksAfterPaint(record: PageRecord) {
  const after = record.longTasks.filter((task) => task.startMs >= record.firstPaintMs);
  return {
    longTaskMaxMs: Math.round(Math.max(0, ...after.map((task) => task.durationMs))),
    longTaskTotalMs: Math.round(after.reduce((sum, task) => sum + task.durationMs, 0)),
    longTaskCount: after.length,
  };
}

/** From a tap to the next paint: the longest Event Timing entry the tap started, or the frame after it. */
function paintAfterTap(record: PageRecord, index: number): number {
  const tap = record.taps[index]!;
  const next = record.taps[index + 1]?.atMs ?? Infinity;
  const events = record.events
    .filter((event) => event.startMs >= tap.atMs - 1 && event.startMs < next)
    .map((event) => event.durationMs);
  const frame = tap.paintedMs > 0 ? tap.paintedMs - tap.atMs : 0;
  return Math.round(Math.max(frame, ...events));
}

/** Waits until the page has hydrated, its network is quiet and a second more has passed. */
async function settle(page: Page): Promise<void> {
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: 60_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(1000);
}

async function runInteraction(browser: Browser, origin: string, interaction: Interaction): Promise<InteractionRun> {
  const { context, page } = await throttledPage(browser, origin, 'phone');
  try {
    await context.addInitScript(watchTapsInPage, interaction.effect);
    await page.goto(interaction.path, { waitUntil: 'commit' });
    const control = interaction.control(page);
    await control.waitFor({ state: 'visible' });
    let taps = 0;
    let shownAtMs = 0;
    const started = Date.now();
    while (!shownAtMs) {
      if (Date.now() - started > responseTimeoutMs)
        throw new Error(`${interaction.name}: nothing happened ${responseTimeoutMs / 1000} s after the first tap`);
      const taken =
        taps > 0 &&
        (await control.evaluate((element) => {
          const { __startupEffect, __tapState } = window as unknown as WithEffect & { __tapState?: EffectState };
          return __tapState ? __startupEffect(element, __tapState).taken : false;
        }));
      if (!taken) {
        await control.tap();
        taps += 1;
      }
      shownAtMs = await page
        .waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt, undefined, {
          timeout: retapAfterMs,
          polling: 100,
        })
        .then((handle) => handle.jsonValue() as Promise<number>)
        .catch((error: unknown) => {
          if (error instanceof errors.TimeoutError) return 0;
          throw error;
        });
    }
    await settle(page);
    const record = await readRecord(page);
    const first = record.taps[0];
    if (!first) throw new Error(`${interaction.name}: the page saw no tap`);
    const paints = record.taps.map((_, index) => paintAfterTap(record, index));
    return {
      tappedAtMs: Math.round(first.atMs),
      firstPaintAfterTapMs: paints[0]!,
      worstPaintAfterTapMs: Math.max(...paints),
      shownAfterMs: Math.round(shownAtMs - first.atMs),
      taps,
      ...longTasksAfterPaint(record),
    };
  } finally {
    await context.close();
  }
}

export interface ConsoleRun {
  /** From sending the login's second step (the code) to the dashboard's heading on the screen. */
  headingMs: number;
  /** From sending the code to the menu's answer to a click (the clicked entry current) on the screen. */
  interactiveMs: number;
  /** From sending the password, the same. */
  interactiveFromPasswordMs: number;
  /** From the click in the menu to the next paint. */
  clickPaintMs: number;
  longTaskMaxMs: number;
  longTaskTotalMs: number;
  longTaskCount: number;
}

/** A wall-clock time in the page, taken in a frame (so at its paint, within one frame). */
const paintedAt = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now())),
      ),
  );

async function runConsole(browser: Browser, origin: string, admin: EnrolledAdmin): Promise<ConsoleRun> {
  const { context, page } = await throttledPage(browser, origin, 'desktop');
  try {
    await page.goto('/console/login');
    await page.getByLabel('아이디', { exact: true }).fill(siteAdmin.username);
    await page.getByLabel('비밀번호', { exact: true }).fill(siteAdmin.password);
    const code = await admin.freshCode();
    const passwordSent = Date.now();
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByLabel('인증 코드').fill(code);
    const codeSent = Date.now();
    await page.getByRole('button', { name: '확인', exact: true }).click();
    const title = page.getByRole('main').getByRole('heading', { level: 1 });
    await title.waitFor();
    const heading = await paintedAt(page);
    const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
    const entry = menu.locator('a:not([aria-current])').first();
    await entry.waitFor({ timeout: 30_000 }).catch(async () => {
      throw new Error(`the dashboard showed "${await title.textContent()}" and no menu entry within 30 s`);
    });
    const entryTitle = (await entry.textContent()) ?? '';
    await entry.click();
    await menu.locator('a[aria-current="page"]').filter({ hasText: entryTitle }).waitFor();
    const answered = await paintedAt(page);
    await settle(page);
    const record = await readRecord(page);
    return {
      headingMs: Math.round(heading - codeSent),
      interactiveMs: Math.round(answered - codeSent),
      interactiveFromPasswordMs: Math.round(answered - passwordSent),
      clickPaintMs: record.taps.length ? paintAfterTap(record, record.taps.length - 1) : 0,
      ...longTasksAfterPaint(record),
    };
  } finally {
    await context.close();
  }
}

export interface InteractionResults {
  interactions: { interaction: Interaction; runs: InteractionRun[] }[];
  /** The console's runs, or why they could not be made. */
  console: ConsoleRun[] | string;
}

export async function measureInteractions(
  origin: string,
  runs: number,
  chosen = interactions,
): Promise<InteractionResults['interactions']> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs });
  try {
    const results: InteractionResults['interactions'] = [];
    for (const interaction of chosen) {
      const measured: InteractionRun[] = [];
      for (let run = 0; run < runs; run += 1) measured.push(await runInteraction(browser, origin, interaction));
      results.push({ interaction, runs: measured });
      console.log(
        `${interaction.name}: ${measured.map((run) => `paint ${run.firstPaintAfterTapMs} ms, shown ${run.shownAfterMs} ms, ${run.taps} taps, longest task ${run.longTaskMaxMs} ms`).join('; ')}`,
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Console runs on a site whose administrator has not yet been enrolled in two-factor sign-in (it is enrolled here). */
export async function measureConsole(origin: string, runs: number): Promise<ConsoleRun[]> {
  const admin = await enrolAdmin(origin, siteAdmin.username, siteAdmin.password);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs });
  try {
    const measured: ConsoleRun[] = [];
    for (let run = 0; run < runs; run += 1) measured.push(await runConsole(browser, origin, admin));
    console.log(`console: ${measured.map((run) => `interactive ${run.interactiveMs} ms`).join(', ')}`);
    return measured;
  } finally {
    await browser.close();
  }
}

/** The console's runs, or the reason they failed (so the public pages' figures are still written). */
export function measureConsoleOrWhy(origin: string, runs: number): Promise<ConsoleRun[] | string> {
  return measureConsole(origin, runs).catch((error: unknown) => {
    console.error(error);
    return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
  });
}

const medianWorst = (values: number[]) => `${median(values)} / ${Math.max(...values)}`;

export function interactionSection(
  results: InteractionResults,
  context: { runs: number; loadBefore: number; loadAfter: number },
): string {
  const rows = results.interactions.map(({ interaction, runs }) => {
    const cell = (pick: (run: InteractionRun) => number) => medianWorst(runs.map(pick));
    return `| ${interaction.name} (\`${interaction.path}\`) | ${cell((run) => run.tappedAtMs)} | ${cell((run) => run.firstPaintAfterTapMs)} | ${cell((run) => run.worstPaintAfterTapMs)} | ${cell((run) => run.shownAfterMs)} | ${cell((run) => run.taps)} | ${cell((run) => run.longTaskMaxMs)} | ${cell((run) => run.longTaskTotalMs)} | ${cell((run) => run.longTaskCount)} |`;
  });
  const targetRows = results.interactions.map(({ interaction, runs }) => {
    const paint = runs.map((run) => run.worstPaintAfterTapMs);
    return `| ${interaction.name} | ${against(median(paint), interactionTargets.paintMs)} | ${against(Math.max(...paint), interactionTargets.paintMs)} | ${against(median(runs.map((run) => run.shownAfterMs)), interactionTargets.paintMs)} | ${against(Math.max(...runs.map((run) => run.longTaskMaxMs)), interactionTargets.longTaskMs)} |`;
  });
  const consoleRuns = results.console;
  const consoleCell = (pick: (run: ConsoleRun) => number) =>
    typeof consoleRuns === 'string' ? '—' : medianWorst(consoleRuns.map(pick));
  const consoleVerdict =
    typeof consoleRuns === 'string'
      ? `Not measured: ${consoleRuns}.`
      : `Interactive within ${interactionTargets.consoleMs / 1000} s (median): ${against(median(consoleRuns.map((run) => run.interactiveMs)), interactionTargets.consoleMs)}; worst: ${against(Math.max(...consoleRuns.map((run) => run.interactiveMs)), interactionTargets.consoleMs)}.`;
  return [
    interactionHeading,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`bench/interaction.ts\` on ${machineDescription()}, load average`,
    `${context.loadBefore} before and ${context.loadAfter} after (1 minute). The system Chromium through Playwright, CPU slowed ${cpuSlowdown}× (DevTools`,
    'throttling, set before the page is asked for), a Pixel 7 screen, no network throttling (the site on loopback); a new',
    `browser context for each of ${context.runs} runs. The control is tapped as soon as it is on the screen, and again every`,
    `${retapAfterMs / 1000} s while nothing happens (a tap before the page's code has started is lost); then the page settles (hydrated, network`,
    "idle, one more second). Each cell is median / worst, in ms on the page's clock from the start of the navigation.",
    '"Tap to paint" is the time from a tap to the next frame (Event Timing); "shown" from the first tap to its effect on',
    'the screen (the menu panel visible, the carousel moved, the field focused). Long tasks: those starting after the',
    'first paint.',
    '',
    '| interaction | tapped at | first tap to paint | slowest tap to paint | shown after first tap | taps | longest task | long tasks, total | long tasks |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    '### Interaction targets',
    '',
    '| interaction | tap to paint ≤ 200 ms (median) | tap to paint ≤ 200 ms (worst) | shown ≤ 200 ms after the first tap (median) | no task > 100 ms after first paint (worst) |',
    '| --- | --- | --- | --- | --- |',
    ...targetRows,
    '',
    'Why each target is missed and what was tried: `docs/performance.md`, "Where the targets stand".',
    '',
    '### The console after login',
    '',
    `\`/console/login\` on a desktop screen, CPU slowed ${cpuSlowdown}×, the administrator enrolled in two-factor sign-in. From sending`,
    "the code (the login's second step) to the dashboard's heading painted, and to the dashboard answering: a click on",
    `the first menu entry that is not the current one, once the heading shows, until that entry is current and painted.`,
    `${context.runs} runs, median / worst, ms.`,
    '',
    '| heading shown | interactive | interactive, from sending the password | menu click to paint | longest task | long tasks, total |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${consoleCell((run) => run.headingMs)} | ${consoleCell((run) => run.interactiveMs)} | ${consoleCell((run) => run.interactiveFromPasswordMs)} | ${consoleCell((run) => run.clickPaintMs)} | ${consoleCell((run) => run.longTaskMaxMs)} | ${consoleCell((run) => run.longTaskTotalMs)} |`,
    '',
    consoleVerdict,
    '',
    '',
  ].join('\n');
}

if (import.meta.main) {
  const runs = Number(process.env.INTERACTION_RUNS ?? 5);
  const section = await withSite(async (origin) => {
    const loadBefore = loadAverage();
    const results = {
      interactions: await measureInteractions(origin, runs),
      console: await measureConsoleOrWhy(origin, runs),
    };
    return interactionSection(results, { runs, loadBefore, loadAfter: loadAverage() });
  });
  await writeResultsSection(interactionHeading, section);
  console.log(section);
}
