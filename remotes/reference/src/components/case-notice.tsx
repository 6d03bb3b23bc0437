import { useTranslation } from 'react-i18next';
import { namespace } from '../i18n/index.ts';
import styles from './case-notice.module.css';

/** Bar advertising rules: a success case is anonymised and promises nothing. */
export function CaseNotice() {
  const { t } = useTranslation(namespace);
  return (
    <aside className={styles.notice} aria-label={t('notice.title')}>
      <p className={styles.title}>{t('notice.title')}</p>
      <ul className={styles.items}>
        <li>{t('notice.anonymised')}</li>
        <li>{t('notice.results')}</li>
      </ul>
    </aside>
  );
}
