import { useTranslation } from 'react-i18next';
import type { Lawyer } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';
import styles from './lawyer-labels.module.css';

/** The representative lawyer who leads the team (`ceo`), or one of the firm's other representatives. */
export function LawyerLabels({
  lawyer,
  className,
}: {
  lawyer: Pick<Lawyer, 'ceo' | 'representative'>;
  className?: string;
}) {
  const { t } = useTranslation(namespace);
  if (!lawyer.ceo && !lawyer.representative) return null;
  return (
    <ul className={className ? `${styles.labels} ${className}` : styles.labels}>
      {lawyer.ceo ? <li className={styles.ceo}>{t('labels.ceo')}</li> : null}
      {lawyer.representative && !lawyer.ceo ? (
        <li className={styles.representative}>{t('labels.representative')}</li>
      ) : null}
    </ul>
  );
}
