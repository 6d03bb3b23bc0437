import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './dashboard.module.css';

export interface LatestEntry {
  id: string;
  href: string;
  title: ReactNode;
  meta: ReactNode;
}

/** A dashboard panel of the latest records, each opening its own screen, with a link to the whole list. */
export function LatestList({
  title,
  all,
  empty,
  entries,
}: {
  title: string;
  all: { href: string; label: string };
  empty: string;
  entries: readonly LatestEntry[];
}) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHead}>
        <h2 id={titleId} className={styles.panelTitle}>
          {title}
        </h2>
        <Link to={all.href} className={styles.more}>
          {all.label}
        </Link>
      </div>
      {entries.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.latest}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Link to={entry.href} className={styles.latestLink}>
                <span className={styles.latestTitle}>{entry.title}</span>
                <span className={styles.latestMeta}>{entry.meta}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
