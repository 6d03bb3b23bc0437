import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

/** A section's heading in the site's look: a short accent rule above the title, an optional line under it. */
export function SectionHeading({
  id,
  children,
  lead,
  level = 2,
}: {
  id: string;
  children: ReactNode;
  lead?: string;
  level?: 2 | 3;
}) {
  const Heading = `h${level}` as const;
  return (
    <div className={styles.wrap}>
      <Heading id={id} className={level === 2 ? styles.title : styles.subtitle}>
        {children}
      </Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
