import { stat } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { StatsCompilation } from 'webpack';
import { auditRetrying, chromiumFlags, chromiumPath } from '../lighthouse.ts';
import { loadAverage, machineDescription, median, writeResultsSection } from '../results-file.ts';
import { lawyerProfilePath, startSite } from '../site-server.ts';
import { buildSingleBundle } from './build.ts';
import { pageScripts, startProxy, type PageScripts, type Rewritten } from './proxy.ts';
import { outputDir, publicPath } from './webpack.config.ts';

/**
 * The public pages hydrated by the federated site and by the single bundle (`webpack.config.ts`), from the same
 * server-rendered markup: the production site behind two proxies, one passing its pages through, the other giving
 * them the single bundle's scripts. Per page: the JavaScript it starts with (brotli) and Lighthouse's TBT and LCP
 * (mobile defaults, a fresh browser per run), the difference being what the federation costs. Writes the
 * "Single bundle" section of RESULTS.md.
 */
const root = path.resolve(import.meta.dirname, '../..');
const runs = Number(process.env.RUNS ?? 3);
const heading = '## Single bundle';

type Variant = 'federated' | 'single';
const variants: Variant[] = ['federated', 'single'];

/**
 * The single bundle's scripts for a page, chosen from the federated page's own lists so both start with the same
 * parts: the entry, then for each of the page's remote chunks the bundle's equivalent (the routes module, the texts
 * in the page's language, a page loaded on demand), and the shell's texts. Their stylesheets are the ones the server
 * already inlined (under the federated builds' names).
 */
function singleBundleScripts(stats: StatsCompilation): (federated: PageScripts) => Rewritten {
  const filesOf = (group: string, extension = '.js') =>
    (stats.namedChunkGroups?.[group]?.assets ?? [])
      .map((asset) => `${publicPath}${asset.name}`)
      .filter((file) => file.endsWith(extension));
  const entry = filesOf('main');
  return (federated) => {
    const groups = new Set<string>();
    for (const url of [...federated.src, ...federated.preload]) {
      const remote = /^\/remotes\/([\w-]+)\/static\/js\/(.+?)\.[0-9a-f]{8}\.js$/.exec(url);
      if (remote)
        groups.add(remote[2] === '__federation_expose_routes' ? `remote-${remote[1]}` : `${remote[1]}-${remote[2]}`);
      const shell = /^\/static\/js\/(i18n-common-\w+)\.[0-9a-f]{8}\.js$/.exec(url);
      if (shell) groups.add(shell[1]!);
    }
    const preload = [...groups].flatMap((group) => filesOf(group));
    const styles = ['main', ...groups].flatMap((group) => filesOf(group, '.css'));
    return {
      src: entry,
      preload: [...new Set(preload)].filter((file) => !entry.includes(file)),
      inlinedStyles: [...new Set(styles)],
    };
  };
}

/** The file a script's address is served from. */
function scriptFile(url: string): string {
  if (url.startsWith(publicPath)) return path.join(outputDir, url.slice(publicPath.length));
  const remote = /^\/remotes\/([\w-]+)\/(.+)$/.exec(url);
  if (remote) return path.join(root, 'remotes', remote[1]!, 'dist', remote[2]!);
  return path.join(root, 'shell/dist', url);
}

/** The page's scripts compressed as they are served, counted as bench/budget.ts counts them (brotli files). */
async function javaScriptKb(scripts: PageScripts): Promise<number> {
  const sizes = await Promise.all(
    [...scripts.src, ...scripts.preload].map(async (url) => {
      const file = scriptFile(url);
      const brotli = await stat(`${file}.br`).catch(() => null);
      return brotli ? brotli.size : (await stat(file)).size;
    }),
  );
  return Math.round(sizes.reduce((sum, size) => sum + size, 0) / 102.4) / 10;
}

interface Hydration {
  hydrated: boolean;
  errors: string[];
}

/**
 * Opens every page once in each variant, with a phone's screen so the pictures asked for are those Lighthouse's
 * runs ask for (the server makes each size on its first request): whether the page hydrated (`data-hydrated`) and
 * the errors it logged.
 */
async function checkHydration(urls: Record<Variant, string>[]): Promise<Record<Variant, Hydration>[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const results: Record<Variant, Hydration>[] = [];
    for (const page of urls) {
      const result = {} as Record<Variant, Hydration>;
      for (const variant of variants) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const tab = await context.newPage();
        const errors: string[] = [];
        tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        tab.on('pageerror', (error) => errors.push(error.message));
        await tab.goto(page[variant], { waitUntil: 'load' });
        const hydrated = await tab
          .waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 })
          .then(() => true)
          .catch(() => false);
        await tab.waitForLoadState('networkidle').catch(() => undefined);
        result[variant] = { hydrated, errors };
        await context.close();
      }
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}

interface Audited {
  tbtMs: number[];
  lcpMs: number[];
}

const signed = (value: number, unit: string) =>
  `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(Math.round(value * 10) / 10)} ${unit}`;
const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

/** The difference of the medians, said to be noise when the runs of either variant spread wider than it. */
function timingCost(runs: Record<Variant, number[]>): string {
  const difference = median(runs.federated) - median(runs.single);
  const noise = Math.max(spread(runs.federated), spread(runs.single));
  return `${signed(difference, 'ms')}${Math.abs(difference) <= noise ? " (within the runs' spread)" : ''}`;
}

const started = new Date();
const loadBefore = loadAverage();
console.log('building the single bundle');
const stats = await buildSingleBundle();
const site = await startSite();
const rewrite = singleBundleScripts(stats);
const proxies = {
  federated: await startProxy({ site: site.origin }),
  single: await startProxy({ site: site.origin, rewrite, files: { path: publicPath, dir: outputDir } }),
};
try {
  const pages = ['/', '/divorce/lawsuit', '/taesung/lawyer', await lawyerProfilePath(site.origin)];
  const urls = pages.map((page) => ({
    federated: `${proxies.federated.origin}${page}`,
    single: `${proxies.single.origin}${page}`,
  }));

  const bytes = await Promise.all(
    urls.map(async (page) => {
      const kb = {} as Record<Variant, number>;
      for (const variant of variants) {
        const html = await (
          await fetch(page[variant], { headers: { accept: 'text/html', 'accept-encoding': 'br' } })
        ).text();
        kb[variant] = await javaScriptKb(pageScripts(html));
      }
      return kb;
    }),
  );
  console.log('checking hydration');
  const hydration = await checkHydration(urls);

  const audited = pages.map(
    () => ({ federated: { tbtMs: [], lcpMs: [] }, single: { tbtMs: [], lcpMs: [] } }) as Record<Variant, Audited>,
  );
  const loads: number[] = [];
  // Runs alternate between the variants, so a busier spell of the shared machine falls on both.
  for (let run = 0; run < runs; run += 1) {
    for (const [index, page] of urls.entries()) {
      for (const variant of variants) {
        const { metrics: result } = await auditRetrying(page[variant]);
        audited[index]![variant].tbtMs.push(result.tbtMs);
        audited[index]![variant].lcpMs.push(result.lcpMs);
        loads.push(loadAverage());
        console.log(
          `run ${run + 1}/${runs} ${variant.padEnd(9)} ${pages[index]}: TBT ${result.tbtMs} ms, LCP ${result.lcpMs} ms (load ${loads.at(-1)})`,
        );
      }
    }
  }

  const rows = pages.map((page, index) => {
    const kb = bytes[index]!;
    const lighthouse = audited[index]!;
    const tbt = { federated: median(lighthouse.federated.tbtMs), single: median(lighthouse.single.tbtMs) };
    const lcp = { federated: median(lighthouse.federated.lcpMs), single: median(lighthouse.single.lcpMs) };
    const tbtRuns = { federated: lighthouse.federated.tbtMs, single: lighthouse.single.tbtMs };
    const lcpRuns = { federated: lighthouse.federated.lcpMs, single: lighthouse.single.lcpMs };
    const hydrated = variants
      .map((variant) => {
        const { hydrated: done, errors } = hydration[index]![variant];
        return done ? (errors.length === 0 ? 'yes' : `yes, ${errors.length} error(s)`) : '**no**';
      })
      .join(' / ');
    const shownPage = page.startsWith('/taesung/lawyer/') ? '/taesung/lawyer/:key' : page;
    return (
      `| \`${shownPage}\` | ${kb.federated} | ${kb.single} | ${signed(kb.federated - kb.single, 'KB')} | ` +
      `${tbt.federated} (${lighthouse.federated.tbtMs.join(' / ')}) | ${tbt.single} (${lighthouse.single.tbtMs.join(' / ')}) | ${timingCost(tbtRuns)} | ` +
      `${lcp.federated} | ${lcp.single} | ${timingCost(lcpRuns)} | ${hydrated} |`
    );
  });
  const problems = pages.flatMap((page, index) =>
    variants.flatMap((variant) => {
      const { hydrated, errors } = hydration[index]![variant];
      return [
        ...(hydrated
          ? []
          : [
              `- ${variant === 'single' ? 'The single bundle' : 'The federated site'} did not hydrate \`${page}\` within 30 s.`,
            ]),
        ...errors
          .slice(0, 3)
          .map((error) => `- \`${page}\` (${variant}) logged: ${error.replace(/\s+/g, ' ').slice(0, 200)}`),
      ];
    }),
  );
  const section = [
    heading,
    '',
    `Measured ${started.toISOString().slice(0, 10)} by \`npm run single-bundle -w bench\` (bench/single-bundle/) on ${machineDescription()}; ` +
      `load average ${loadBefore} before, ${Math.min(...loads)}–${Math.max(...loads)} during the Lighthouse runs.`,
    '',
    "The same public pages as one ordinary webpack build without Module Federation: the shell's code unchanged, its " +
      "remote loader replaced by one that imports the home, practice, lawyers and reference remotes' routes modules as " +
      "lazily loaded chunks of the one build (one entry, one chunk per remote and its texts per language, webpack's " +
      'default splitting), production mode, minified with the same settings. Both variants hydrate the same ' +
      'server-rendered markup: the production site behind two local proxies, one passing its pages through, the other ' +
      "giving each page the single bundle's entry and the equivalents of the chunks the federated page starts with.",
    '',
    `JavaScript before interaction: the page's scripts, brotli, as bench/budget.ts counts them. TBT and LCP: Lighthouse ` +
      `mobile defaults, a fresh Chromium per run, median of ${runs} runs (TBT of each run in brackets), runs alternating ` +
      "between the variants. Federation's cost = federated − single; a timing difference no wider than the spread of " +
      "either variant's runs is marked as such: on a shared machine it is not a measured cost.",
    '',
    "| Page | JS federated (KB) | JS single (KB) | Federation's bytes | TBT federated (ms) | TBT single (ms) | Federation's TBT | LCP federated (ms) | LCP single (ms) | Federation's LCP | Hydrated (federated / single) |",
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    ...(problems.length > 0
      ? [
          "Found while checking hydration (a browser with a phone's screen, each page once per variant):",
          '',
          ...problems,
          '',
        ]
      : []),
  ].join('\n');
  await writeResultsSection(heading, section);
  console.log(section);
} finally {
  await proxies.federated.stop();
  await proxies.single.stop();
  await site.stop();
}
