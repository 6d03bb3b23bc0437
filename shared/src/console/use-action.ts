import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, isNetworkFailure } from '@taesung/shared';
import { consoleKitNamespace } from './i18n/index.ts';
import { toast } from './overlay-store.ts';

/**
 * Runs a write outside a form (publish toggle, delete, reorder): a toast with `success` (or a plain "done") when it
 * succeeds, the server's message when it fails. Resolves whether it succeeded.
 */
export function useAction() {
  const { t } = useTranslation(consoleKitNamespace);
  return useCallback(
    async (run: () => Promise<unknown>, options: { success?: string } = {}) => {
      try {
        await run();
        toast.success(options.success ?? t('form.done'));
        return true;
      } catch (error) {
        toast.error(isNetworkFailure(error) ? t('form.network') : apiErrorMessage(error, t('form.failed')));
        return false;
      }
    },
    [t],
  );
}
