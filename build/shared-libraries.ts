import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
/** The shared libraries are the shared package's dependencies, resolved from there. */
const sharedPackageDir = path.resolve(import.meta.dirname, '../shared');

/** Libraries the whole page must hold exactly once (one React, one router, one store, one i18n, one API client). */
export const sharedSingletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  'react-redux',
  'i18next',
  'react-i18next',
  'axios',
  '@taesung/shared',
  '@taesung/shared/',
] as const;

/**
 * Packages whose shared singleton the host may provide as a subset. The subset module imports the real package
 * under another name (`<package>-package`), which the sharing plugin does not intercept, so webpack keeps only
 * what the subset re-exports.
 */
const subsetPackages = {
  'react-router': 'dist/production/index.mjs',
  'react-i18next': 'dist/es/index.js',
  '@reduxjs/toolkit': 'dist/redux-toolkit.modern.mjs',
} as const;
export type SubsetPackage = keyof typeof subsetPackages;

/** The resolve aliases of `<package>-package`: the real package under the name a subset module imports it by. */
export const subsetAliases = Object.fromEntries(
  Object.entries(subsetPackages).map(([pkg, file]) => [
    `${pkg}-package$`,
    path.join(path.dirname(require.resolve(`${pkg}/package.json`, { paths: [sharedPackageDir] })), file),
  ]),
);

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function packageVersion(pkg: string): string {
  const bare = pkg.endsWith('/') ? pkg.slice(0, -1) : pkg;
  const manifest = readJson(require.resolve(`${bare}/package.json`, { paths: [sharedPackageDir] }));
  return String(manifest.version);
}

export interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
  import?: string | false;
  version?: string;
  exclude?: { request: RegExp };
}

/**
 * Who provides the singletons to a build: the host's page (`host`, which provides them all), a remote loaded by the
 * host (`remote`, which takes them all from the host), or the build itself (`own`: a remote run on its own and every
 * server build).
 */
export type ShareRole = 'host' | 'remote' | 'own';

/**
 * The shared singletons. In the host's browser build, packages listed in `subsets` are provided from a module that
 * re-exports the part of them the site uses (see shell/src/federation/*-browser.ts), so the page carries them
 * tree-shaken; every other build provides the packages themselves. The host's browser build states no version
 * range: it provides every singleton itself, the page's start-up loads its own before any remote's, and a
 * singleton's range only ever produced a warning; checking it on every shared module the start-up loads cost
 * 10–15 ms of the entry's first task at 4× slowdown. A remote still states the range it was built against, and is
 * warned when the host's version does not satisfy it.
 *
 * A remote's browser build takes every singleton from the host (`import: false`) and carries no copy of its own:
 * the host's page provides them all before it loads a remote (it starts with them), and a remote is only ever
 * loaded by the host. With copies of its own, each remote's entry registered some thirty modules in the share
 * scope when it was loaded (their names, versions and chunks, 2 KB of its entry; comparing each version with the
 * host's, a long task of the page's start-up) for copies no page ever loaded. A remote run on its own (`standalone`)
 * and the server's build keep their copies.
 */
export function sharedLibraries(
  role: ShareRole,
  subsets: Partial<Record<SubsetPackage, string>> = {},
): Record<string, SharedEntry> {
  return Object.fromEntries(
    sharedSingletons.map((pkg) => {
      const entry: SharedEntry = {
        singleton: true,
        requiredVersion: role === 'host' ? false : `^${packageVersion(pkg)}`,
      };
      if (role === 'remote') entry.import = false;
      const subset = subsets[pkg as SubsetPackage];
      if (subset) Object.assign(entry, { import: subset, version: packageVersion(pkg) });
      // Frames without state of their own: each remote that uses one bundles it with its pages (they read the
      // page's contexts through the package's main entry), rather than load it as a shared module of its own; the
      // web font's loader is the shell's alone. The calculators and their schemas, pure functions and data, are bundled
      // likewise by the remotes that use them, so the shell never carries them; so is the phone number's formatting
      // as it is typed, and the public forms' building blocks, which only forms use.
      if (pkg === '@taesung/shared/')
        entry.exclude = {
          request:
            /^(page-layout|page-states|public-form|phone|console-page|web-font|calculators|schemas\/calculators)$/,
        };
      return [pkg, entry];
    }),
  );
}
