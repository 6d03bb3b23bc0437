import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveImage, useLocale, type Lawyer } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';
import styles from './lawyer-grid.module.css';

/** The lawyer's name in the page's language. */
export function useLawyerName(): (lawyer: Lawyer) => string {
  const locale = useLocale();
  return (lawyer) => (locale === 'en' ? lawyer.titleEn || lawyer.title : lawyer.title);
}

export interface LawyerGridProps {
  lawyers: readonly Lawyer[];
  headingLevel?: 3 | 4;
  /** Smaller cards, more to a row on wide screens (the whole team on one page). */
  dense?: boolean;
}

export function LawyerGrid({ lawyers, headingLevel = 3, dense = false }: LawyerGridProps) {
  const { t } = useTranslation(namespace);
  const nameOf = useLawyerName();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={dense ? `${styles.grid} ${styles.dense}` : styles.grid}>
      {lawyers.map((lawyer) => {
        const name = nameOf(lawyer);
        return (
          <li key={lawyer._id} className={styles.item}>
            <Link to={`/taesung/lawyer/${encodeURIComponent(lawyer.key)}`} className={styles.card}>
              <div className={styles.photo}>
                {lawyer.image ? (
                  <ResponsiveImage
                    src={lawyer.image}
                    alt={t('lawyer.photoAlt', { name })}
                    width={480}
                    height={640}
                    sizes={
                      dense
                        ? '(min-width: 1200px) 190px, (min-width: 1024px) 230px, (min-width: 768px) 30vw, 45vw'
                        : '(min-width: 1024px) 290px, (min-width: 768px) 30vw, 45vw'
                    }
                    className={styles.image}
                  />
                ) : (
                  <span className={styles.initial} aria-hidden="true">
                    {name.slice(0, 1)}
                  </span>
                )}
              </div>
              <div className={styles.body}>
                <p className={styles.position}>{lawyer.position}</p>
                <Heading className={styles.name}>{name}</Heading>
                {lawyer.summary ? <p className={styles.summary}>{lawyer.summary}</p> : null}
                <span className={styles.more}>
                  {t('lawyer.profile')}
                  <span aria-hidden="true"> →</span>
                </span>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
