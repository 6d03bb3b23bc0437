import { useTranslation } from 'react-i18next';
import styles from './wordmark.module.css';
import { classNames } from '../lib/class-names.ts';

/** The firm's text wordmark: its name over the team's, from i18n. */
export function Wordmark({ tone = 'dark', size = 'md' }: { tone?: 'dark' | 'light'; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <span className={classNames(styles.wordmark, styles[tone], styles[size])}>
      <span className={styles.mark} aria-hidden="true" />
      <span className={styles.text}>
        <span className={styles.name}>{t('firm.name')}</span> <span className={styles.team}>{t('firm.team')}</span>
      </span>
    </span>
  );
}
