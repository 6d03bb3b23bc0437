import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { i18n } from '../i18n/index.ts';

// A find or waitFor gives the page five seconds, not one: the suites run in parallel on two cores, where a screen's
// lazy chunks and its local test server can take longer than a second to answer.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no TextEncoder; react-router (and the console's Basic credentials) need it.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// Nor structuredClone, with which forms copy their values.
globalThis.structuredClone ??= ((value: unknown) => deserialize(serialize(value)) as unknown) as typeof structuredClone;

// Pages load their texts with their code; tests render at once, so every namespace is in place beforehand.
const root = path.resolve(__dirname, '../../..');
const namespaces: [string, string][] = [
  ['common', path.join(root, 'shared/src/i18n')],
  ['console', path.join(root, 'shell/src/layout/console/i18n')],
  ['console-kit', path.join(root, 'shared/src/console/i18n')],
  ...readdirSync(path.join(root, 'remotes')).map((remote): [string, string] => [
    remote,
    path.join(root, 'remotes', remote, 'src/i18n'),
  ]),
  // A console remote's texts are kept per resource (`src/resources/<resource>/i18n`) and merged into its namespace.
  ...readdirSync(path.join(root, 'remotes')).flatMap((remote): [string, string][] => {
    const resources = path.join(root, 'remotes', remote, 'src/resources');
    if (!existsSync(resources)) return [];
    return readdirSync(resources)
      .map((resource): [string, string] => [remote, path.join(resources, resource, 'i18n')])
      .filter(([, folder]) => existsSync(folder));
  }),
];
for (const [namespace, folder] of namespaces) {
  // `ko.json`, `en.json` and the parts some pages load apart (`pages-ko.json`, ...).
  for (const file of readdirSync(folder)) {
    const locale = /^(?:[\w-]+-)?(ko|en)\.json$/.exec(file)?.[1];
    if (!locale) continue;
    const resources = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, unknown>;
    i18n.addResourceBundle(locale, namespace, resources, true, true);
  }
}
