import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@taesung/shared';
import { consoleKitNamespace } from './i18n/index.ts';
import styles from './states.module.css';

/** A list or a record that could not be loaded: the server's message when it gave one, and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation(consoleKitNamespace);
  const message = apiErrorMessage(error, t('states.error'));
  return (
    <div className={`${styles.state} ${styles.error}`} role="alert">
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('states.retry')}
        </button>
      ) : null}
    </div>
  );
}
