import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

const swc = (jsx: boolean, module: 'commonjs' | 'es6') =>
  [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: jsx },
        target: 'es2023',
        transform: jsx ? { react: { runtime: 'automatic' } } : undefined,
      },
      module: { type: module },
    },
  ] as [string, Record<string, unknown>];

/** Packages published only as ES modules, compiled for jest like the project's own code. */
const esmOnly = [
  'swiper',
  'ssr-window',
  'dom7',
  'jose',
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  'uint8array-extras',
  '@tokenizer',
];

const browserProject = (name: string, dir: string, setup: string[] = []): Config => ({
  displayName: name,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: [
    '<rootDir>/../' + (dir.startsWith('remotes/') ? '../' : '') + 'shared/src/test-support/setup.ts',
    ...setup,
  ],
  transform: { '^.+\\.[cm]?[jt]sx?$': swc(true, 'commonjs') },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/' + (dir.startsWith('remotes/') ? '../../' : '../') + 'shared/src/test-support/style-stub.ts',
  },
});

const config: Config = {
  // Two cores run every project's suites side by side: a test that waits on its screen's chunks and its local test
  // server gets twenty seconds, not five, so a busy machine slows the run down instead of failing it.
  testTimeout: 20_000,
  // Jest's default leaves a core to its main process, which mostly waits: one worker on 2 cores. Two workers there run
  // the suites in 230 s instead of 420 s (the API's on PostgreSQL in 120 s instead of 215 s); each API test file has
  // its own database, folder and port, so files running side by side do not meet.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  projects: [
    browserProject('shared', 'shared'),
    browserProject('shell', 'shell', ['<rootDir>/src/test-support/setup.ts']),
    ...['home', 'practice', 'lawyers', 'reference', 'console-boards', 'console-users', 'console-settings'].map((name) =>
      browserProject(name, `remotes/${name}`),
    ),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      extensionsToTreatAsEsm: ['.ts'],
      transform: { '^.+\\.[cm]?[jt]s$': swc(false, 'es6') },
      transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
    },
  ],
};

export default config;
