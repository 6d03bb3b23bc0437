import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The JavaScript a visitor downloads for a page before interacting with it, compressed as it is served (brotli):
 * the shell's entry and start-up chunks, and the route's remote (its entry and the chunks its routes load at
 * once). Code a page loads later on demand (a carousel's library when the carousel nears the screen, the video
 * player, the console) is not part of it. Read from the production build; no server needed.
 */
const root = path.resolve(import.meta.dirname, '..');

export const budgets: { page: string; remote: string; chunk?: string; pageTexts?: false; limitKb: number }[] = [
  // The host registers the console's building blocks (one shared instance for every console remote): 0.3 KB.
  // The staged start-up (shell/src/index.tsx) puts the shell's code in a chunk of its own: 0.7 KB.
  // V8's compile hint at the top of each start-up script (build/plugins/compile-hints.ts): 0.6 KB.
  // The host's libraries in one file per family (build/chunk-groups.ts, `libraryGroups`) took 6.4 KB off every page,
  // and the budgets came down with them. Remotes taking every shared library from the host, without copies of their
  // own (`import: false`) nor the code for remotes of their own (`disableRemote`), took 1.8 KB off every page's remote
  // entry: the budgets came down 1.5 KB.
  { page: '/', remote: 'home', limitKb: 165.5 },
  // Every page of the practice remote is a chunk of its own (page-practice for the practice-area pages), so none
  // carries another's code: that put 0.35 KB on a practice page (a second file and its entry in the remote's map)
  // and took 3-4 KB off every other page of the remote, the consultation form and the calculators among them.
  { page: '/divorce/agreement', remote: 'practice', chunk: 'page-practice', pageTexts: false, limitKb: 165.5 },
  // The consultation form's own code and texts (zod comes when the visitor first moves into the form, not with the
  // page). Written on the public form kit (@taesung/shared/public-form, a chunk it shares with the question page) it
  // came to 171.8 KB from 170.9, still under the 174 KB it had before the practice pages became a chunk of their own.
  { page: '/contact/consultation', remote: 'practice', chunk: 'page-consultation', limitKb: 173 },
  // A calculator page is the practice remote's entry and its own small chunk (its stylesheet and a Suspense
  // boundary), without the other pages' texts; the calculator itself (form, calculation, texts) comes when the
  // visitor first acts on the page, the server's markup and its GET form working until then (docs/calculators.md).
  // Its limit stays below a practice page's.
  ...(['child-support', 'property-division', 'inheritance', 'divorce-grounds'] as const).map((tool) => ({
    page: `/calculator/${tool}`,
    remote: 'practice',
    chunk: 'page-calculator',
    pageTexts: false as const,
    limitKb: 162,
  })),
  { page: '/taesung/lawyer', remote: 'lawyers', limitKb: 162.5 },
  { page: '/taesung/lawyer/:key', remote: 'lawyers', limitKb: 162.5 },
  { page: '/reference', remote: 'reference', limitKb: 162.5 },
];

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  shared?: { name: string; assets: { js: { sync: string[] } } }[];
}

async function compressedSize(file: string): Promise<number> {
  const brotli = await stat(`${file}.br`).catch(() => null);
  if (brotli) return brotli.size;
  return (await stat(file)).size;
}

/**
 * The Korean page's files (its texts in one language; the English page loads the English ones instead), with the
 * page's own chunk when the remote loads the page on demand.
 */
export async function pageJavaScript(
  remote: string,
  chunk?: string,
  locale = 'ko',
  pageTexts = true,
): Promise<{ file: string; bytes: number }[]> {
  const shell = JSON.parse(await readFile(path.join(root, 'shell/dist/assets.json'), 'utf8')) as {
    js: string[];
    preload: string[];
    i18n?: Record<string, string[]>;
    provided?: string[];
  };
  const manifest = JSON.parse(
    await readFile(path.join(root, 'remotes', remote, 'dist/mf-manifest.json'), 'utf8'),
  ) as Manifest;
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  const wanted = [`/i18n-${locale}.`, ...(chunk && pageTexts ? [`/i18n-pages-${locale}.`] : [])];
  const texts = (routes?.assets.js.async ?? []).filter((file) => wanted.some((part) => file.includes(part)));
  if (chunk) {
    const pages = JSON.parse(await readFile(path.join(root, 'remotes', remote, 'dist/pages.json'), 'utf8')) as Record<
      string,
      { js: string[] }
    >;
    texts.push(...(pages[chunk]?.js ?? []));
  }
  // The remote's own copies of shared modules the shell does not provide (as the server preloads them).
  const ownCopies = (manifest.shared ?? [])
    .filter((shared) => !(shell.provided ?? []).includes(shared.name))
    .flatMap((shared) => shared.assets.js.sync);
  const files = [
    ...[...shell.js, ...shell.preload, ...(shell.i18n?.[locale] ?? [])].map((file) =>
      path.join(root, 'shell/dist', file),
    ),
    ...[manifest.metaData.remoteEntry.name, ...(routes?.assets.js.sync ?? []), ...texts, ...ownCopies].map((file) =>
      path.join(root, 'remotes', remote, 'dist', file),
    ),
  ];
  return Promise.all(
    files.map(async (file) => ({ file: path.relative(root, file), bytes: await compressedSize(file) })),
  );
}

export async function checkBudgets(): Promise<{ page: string; kb: number; limitKb: number; ok: boolean }[]> {
  const results = [];
  for (const budget of budgets) {
    const files = await pageJavaScript(budget.remote, budget.chunk, 'ko', budget.pageTexts ?? true);
    const kb = files.reduce((sum, file) => sum + file.bytes, 0) / 1024;
    results.push({
      page: budget.page,
      kb: Math.round(kb * 10) / 10,
      limitKb: budget.limitKb,
      ok: kb <= budget.limitKb,
    });
    if (process.env.VERBOSE)
      for (const file of files.sort((a, b) => b.bytes - a.bytes))
        console.log(`   ${(file.bytes / 1024).toFixed(1).padStart(6)} KB  ${file.file}`);
  }
  return results;
}

if (import.meta.main) {
  const results = await checkBudgets();
  for (const result of results) {
    console.log(
      `${result.ok ? 'ok  ' : 'OVER'} ${result.page.padEnd(24)} ${result.kb.toFixed(1).padStart(6)} KB of JavaScript (budget ${result.limitKb} KB, brotli)`,
    );
  }
  const passed = results.filter((result) => result.ok).length;
  console.log(`budgets: ${passed} passed, ${results.length - passed} failed`);
  process.exit(passed === results.length ? 0 : 1);
}
