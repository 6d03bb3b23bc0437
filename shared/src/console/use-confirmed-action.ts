import { useCallback } from 'react';
import { confirm } from './overlay-store.ts';
import type { ConfirmOptions } from './types.ts';
import { useAction } from './use-action.ts';

/**
 * A write that needs a yes first (withdraw, restore, purge, delete): the confirm dialog, then `useAction`'s toast
 * with `success` or the server's message. Resolves whether it was confirmed and succeeded.
 */
export function useConfirmedAction() {
  const act = useAction();
  return useCallback(
    async (question: ConfirmOptions, run: () => Promise<unknown>, options: { success?: string } = {}) =>
      (await confirm(question)) && act(run, options),
    [act],
  );
}
