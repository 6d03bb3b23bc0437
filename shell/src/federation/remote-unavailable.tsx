import { useTranslation } from 'react-i18next';
import { CallLine } from '../ui/call-line.tsx';
import { AlertIcon } from '../ui/icons.tsx';
import styles from './remote-unavailable.module.css';

/**
 * Shown inside the page when a remote is down or broken; header and footer stay usable. The server finds it in its
 * markup by `aria-labelledby="remote-unavailable-title"`, answers such a page with 503 (come back later) and does
 * not keep it (the API's `page-renderer.ts`).
 */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.box} role="alert" aria-labelledby="remote-unavailable-title">
      <span className={styles.icon}>
        <AlertIcon width={28} height={28} />
      </span>
      <h1 id="remote-unavailable-title" className={styles.title}>
        {t('remote.failedTitle')}
      </h1>
      <p className={styles.body}>{t('remote.failedBody')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('remote.retry')}
      </button>
      <CallLine text={t('remote.call')} />
    </section>
  );
}
