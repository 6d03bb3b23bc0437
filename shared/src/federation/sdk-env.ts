/**
 * The federation SDK's environment checks (`@module-federation/sdk`'s `env` module), put in its place in every
 * browser build (webpack.common.ts) for one difference: whether the federation runtime logs its debug output is a
 * build setting (`FEDERATION_DEBUG`), not a `localStorage` entry of the visitor's browser. The SDK asked
 * `localStorage` on the runtime's first log, during the evaluation of the page's entry: opening it was 12–15 ms of
 * that task at 4× CPU slowdown, on pages that otherwise never open it. The other checks answer as the SDK's do.
 */
declare const ENV_TARGET: string | undefined;
declare const FEDERATION_DEBUG: unknown;

export const isBrowserEnvValue: boolean =
  typeof ENV_TARGET !== 'undefined'
    ? ENV_TARGET === 'web'
    : typeof window !== 'undefined' && typeof window.document !== 'undefined';

export function isBrowserEnv(): boolean {
  return isBrowserEnvValue;
}

export function isReactNativeEnv(): boolean {
  return typeof navigator !== 'undefined' && navigator.product === 'ReactNative';
}

export function isDebugMode(): boolean {
  return typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG);
}

export function getProcessEnv(): Record<string, string | undefined> {
  return typeof process !== 'undefined' && process.env ? process.env : {};
}
