import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, type Lawyer } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';
import { profilePath } from '../lib/lawyer-order.ts';
import { namesOf } from '../lib/names.ts';
import { LawyerLabels } from './lawyer-labels.tsx';
import { Portrait } from './portrait.tsx';
import styles from './lawyer-card.module.css';

export interface LawyerCardProps {
  lawyer: Lawyer;
  /** The representative lawyer's wide card at the top of the list. */
  featured?: boolean;
  /** The portrait may be the page's largest image (first row): loaded at once. */
  priority?: boolean;
}

const sizes = {
  featured: '(min-width: 1024px) 320px, (min-width: 768px) 280px, 40vw',
  grid: '(min-width: 1280px) 290px, (min-width: 1200px) 23vw, (min-width: 768px) 30vw, 46vw',
};

const highlightCount = 4;

/** The first lines of the first list section (usually the career), for the wide card. */
function highlightsOf(lawyer: Lawyer): string[] {
  const lines = lawyer.info.find((section) => section.infoDetail && section.infoDetail.length > 0)?.infoDetail ?? [];
  return lines.slice(0, highlightCount).map((line) => (typeof line === 'string' ? line : line.text));
}

export function LawyerCard({ lawyer, featured = false, priority = false }: LawyerCardProps) {
  const { t } = useTranslation(namespace);
  const locale = useLocale();
  const names = namesOf(lawyer, locale);
  const highlights = featured ? highlightsOf(lawyer) : [];
  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      <div className={styles.media}>
        <Portrait
          src={lawyer.image}
          alt=""
          sizes={featured ? sizes.featured : sizes.grid}
          priority={priority}
          className={styles.portrait}
        />
        {featured ? null : <LawyerLabels lawyer={lawyer} className={styles.overlayLabels} />}
      </div>
      <div className={styles.body}>
        {featured ? <LawyerLabels lawyer={lawyer} className={styles.labels} /> : null}
        <h2 className={styles.name}>
          <Link to={profilePath(lawyer.key)} className={styles.link} lang={names.primaryLang}>
            {names.primary}
          </Link>{' '}
          <span className={styles.secondary} lang={names.secondaryLang}>
            {names.secondary}
          </span>
        </h2>
        <p className={styles.position}>{lawyer.position}</p>
        {lawyer.summary ? <p className={styles.summary}>{lawyer.summary}</p> : null}
        {highlights.length > 0 ? (
          <ul className={styles.highlights}>
            {highlights.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        ) : null}
        {featured ? (
          <span className={styles.more} aria-hidden="true">
            {t('list.viewProfile')}
          </span>
        ) : null}
      </div>
    </article>
  );
}
