import { useTranslation } from 'react-i18next';
import { consoleKitNamespace } from './i18n/index.ts';
import styles from './states.module.css';

export function LoadingState() {
  const { t } = useTranslation(consoleKitNamespace);
  return (
    <div className={styles.state} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {t('states.loading')}
    </div>
  );
}
