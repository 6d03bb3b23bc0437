import '@taesung/shared/styles.css';
import { nextTask } from './lib/next-task.ts';

/**
 * The page's start-up evaluates the libraries it needs one at a time, a task each, with a pause between for input
 * and paint: evaluated all at once (as the static imports of one module), React DOM, Redux Toolkit, i18next, the
 * router, the shared package and the shell were one task of 200–340 ms on a phone (4× CPU slowdown), during which a
 * visitor's tap waited. A module evaluated once is not evaluated again, so each stage costs only what it adds. The
 * server preloads every stage's scripts with the entry's (assets.json lists them), so no stage waits on the network.
 * A stage needs its module run, not its exports (`webpackExports: []`): what the code uses is what `start.tsx`
 * imports, so a build that tree-shakes (bench/single-bundle) keeps only that.
 */
const stages: (() => Promise<unknown>)[] = [
  () => import(/* webpackExports: [] */ 'react'),
  () => import(/* webpackExports: [] */ 'react-dom/client'),
  () => import(/* webpackExports: [] */ 'i18next'),
  () => import(/* webpackExports: [] */ '@reduxjs/toolkit'),
  () => import(/* webpackExports: [] */ '@reduxjs/toolkit/query/react'),
  () => import(/* webpackExports: [] */ 'react-router'),
  // The shared package in two steps: its RTK Query API with the public endpoints (RTK Query builds the API's
  // slices and reducers when it is created), then the rest (i18next's instance, the store's reducers, the session,
  // the components). The API's modules are the main entry's too, evaluated once: together they were 70–80 ms.
  () => import(/* webpackExports: [] */ '@taesung/shared/api'),
  () => import(/* webpackExports: [] */ '@taesung/shared'),
];

async function boot() {
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
  // A chunk of its own: kept in the entry's file (`webpackMode: "eager"`), its shared modules became the entry's
  // initial ones, which the federation runtime resolves with the entry, one task of 130 ms again.
  const { start } = await import('./start.tsx');
  await nextTask();
  await start();
}

void boot();
