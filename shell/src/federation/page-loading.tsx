import { useTranslation } from 'react-i18next';
import styles from './page-loading.module.css';

/** Shown in `main` while a remote's code arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{t('remote.loading')}</span>
    </div>
  );
}
