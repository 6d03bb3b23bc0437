import path from 'node:path';
import type { SubsetPackage } from './shared-libraries.ts';

export const rootDir = path.resolve(import.meta.dirname, '..');

export type AppKind = 'host' | 'remote';

export interface AppOptions {
  /** Package folder name: `shell`, `home`, `console-boards`, ... */
  name: string;
  /** The package directory (`import.meta.dirname` of its webpack.config.ts). */
  dir: string;
  kind: AppKind;
  /** What a remote exposes to the shell, e.g. `{ './routes': './src/routes.ts' }`. */
  exposes?: Record<string, string>;
  /** Build a Node bundle beside the browser one so the server can render the app's pages. */
  ssr?: boolean;
  /** Port of `npm run dev -w <package>` (a remote runs alone in a small harness). */
  devPort?: number;
  /** Federation runtime plugins (paths relative to the package), per build. */
  runtimePlugins?: { browser?: string[]; server?: string[] };
  /**
   * Host only: shared packages provided to the page from a module that re-exports the part of them the site uses
   * (e.g. `{ 'react-router': './src/federation/react-router-browser.ts' }`), so they can be tree-shaken.
   */
  providedSubsets?: Partial<Record<SubsetPackage, string>>;
}

export interface BuildEnv {
  production: boolean;
  /** `browser`, `server` or both (default). */
  only?: 'browser' | 'server';
  standalone?: boolean;
}

/** The federation name of an app: a valid JavaScript identifier. */
export const federationName = (name: string): string => name.replace(/-/g, '_');
