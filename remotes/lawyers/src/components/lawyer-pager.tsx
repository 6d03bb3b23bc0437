import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, type Lawyer } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';
import { profilePath } from '../lib/lawyer-order.ts';
import { namesOf } from '../lib/names.ts';
import styles from './lawyer-pager.module.css';

export interface LawyerPagerProps {
  previous: Lawyer | null;
  next: Lawyer | null;
}

/** Links to the lawyers before and after this one in the list, and back to the list. */
export function LawyerPager({ previous, next }: LawyerPagerProps) {
  const { t } = useTranslation(namespace);
  const locale = useLocale();
  const item = (lawyer: Lawyer, direction: 'previous' | 'next') => {
    const names = namesOf(lawyer, locale);
    return (
      <Link to={profilePath(lawyer.key)} rel={direction === 'previous' ? 'prev' : 'next'} className={styles[direction]}>
        <span className={styles.direction}>{t(`profile.${direction}`)}</span>
        <span className={styles.name} lang={names.primaryLang}>
          {names.primary}
          <span className={styles.position}> {lawyer.position}</span>
        </span>
      </Link>
    );
  };
  return (
    <nav className={styles.pager} aria-label={t('profile.others')}>
      <div className={styles.slot}>{previous ? item(previous, 'previous') : null}</div>
      <Link to="/taesung/lawyer" className={styles.list}>
        {t('profile.backToList')}
      </Link>
      <div className={`${styles.slot} ${styles.end}`}>{next ? item(next, 'next') : null}</div>
    </nav>
  );
}
