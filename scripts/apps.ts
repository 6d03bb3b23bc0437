import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export const remotes = [
  'home',
  'practice',
  'lawyers',
  'reference',
  'console-boards',
  'console-users',
  'console-settings',
] as const;

/** Every app webpack builds, as package folders relative to the repository. */
export const apps = ['shell', ...remotes.map((name) => `remotes/${name}`)];
