import { Link } from 'react-router';
import { useLocale, type Lawyer } from '@taesung/shared';
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

export function LawyerCard({ lawyer, featured = false, priority = false }: LawyerCardProps) {
  const locale = useLocale();
  const names = namesOf(lawyer, locale);
  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      <Portrait
        src={lawyer.image}
        alt=""
        sizes={featured ? sizes.featured : sizes.grid}
        priority={priority}
        className={styles.portrait}
      />
      <div className={styles.body}>
        <LawyerLabels lawyer={lawyer} className={styles.labels} />
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
      </div>
    </article>
  );
}
