import { Link } from 'react-router';
import styles from './section-header.module.css';

export interface SectionHeaderProps {
  id: string;
  title: string;
  lead?: string;
  more?: { to: string; label: string };
  tone?: 'light' | 'dark';
}

/** A home section's heading (its accessible name), a line under it and a link to the page that tells more. */
export function SectionHeader({ id, title, lead, more, tone = 'light' }: SectionHeaderProps) {
  return (
    <header className={`${styles.header} ${tone === 'dark' ? styles.dark : ''}`}>
      <div className={styles.text}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {more ? (
        <Link className={styles.more} to={more.to}>
          {more.label}
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M6 3l5 5-5 5"
              stroke="currentColor"
              strokeWidth="1.8"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </Link>
      ) : null}
    </header>
  );
}
