/** A public remote's routes module, as `bundled-remotes.ts` imports it (webpack resolves the name). */
declare module 'bundled-remote/*' {
  import type { PageRoute } from '@taesung/shared';

  export const routes: readonly PageRoute[];
  export const ready: Promise<unknown> | undefined;
}
