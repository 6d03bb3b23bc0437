import { readFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Where a served script lies in the production build: `/static/…` is the shell's, `/remotes/<name>/…` a remote's. */
function builtFile(script: string): string | undefined {
  if (script.startsWith('/static/')) return path.join(root, 'shell/dist', script);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(script);
  return remote ? path.join(root, 'remotes', remote[1]!, 'dist', remote[2]!) : undefined;
}

/** The package a source of a source map belongs to: `react-dom`, `@reduxjs/toolkit`, or the app's own (`shell`, `home`). */
function sourcePackage(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules < 0) return /^webpack:\/\/([^/]+)\//.exec(source)?.[1] ?? 'own code';
  const [first, second] = source.slice(modules + 'node_modules/'.length).split('/');
  return first?.startsWith('@') ? `${first}/${second}` : (first ?? source);
}

const described = new Map<string, Promise<string>>();

/**
 * A script's path followed by what it mostly holds, read from its source map (the two packages with the most
 * source): `/static/js/133.85ca6b31.js (react-dom)`; a page's own path is its document. Anything else is named as it is.
 */
export function describeScript(script: string): Promise<string> {
  const known = described.get(script);
  if (known) return known;
  const description = (async () => {
    if (!script.endsWith('.js')) return script.startsWith('/') ? `${script} (the document)` : script;
    const file = builtFile(script);
    if (!file) return script;
    const map = JSON.parse(await readFile(`${file}.map`, 'utf8').catch(() => '{}')) as {
      sources?: string[];
      sourcesContent?: (string | null)[];
    };
    const sizes = new Map<string, number>();
    (map.sources ?? []).forEach((source, index) => {
      const name = sourcePackage(source);
      sizes.set(name, (sizes.get(name) ?? 0) + (map.sourcesContent?.[index]?.length ?? 1));
    });
    const main = [...sizes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([name]) => name);
    return main.length ? `${script} (${main.join(', ')})` : script;
  })();
  described.set(script, description);
  return description;
}
