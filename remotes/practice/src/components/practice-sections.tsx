import type { PracticeSection } from '@taesung/shared';
import { RichText } from './rich-text.tsx';
import styles from './practice-sections.module.css';

function SectionBody({ section }: { section: PracticeSection }) {
  const items = section.items ?? [];
  if (section.kind === 'steps') {
    return (
      <ol className={styles.steps} role="list">
        {items.map((item, index) => (
          <li key={`${index}-${item.title}`} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <div className={styles.stepBody}>
              <h3 className={styles.itemTitle}>{item.title}</h3>
              <p className={styles.itemText}>{item.text}</p>
            </div>
          </li>
        ))}
      </ol>
    );
  }
  if (section.kind === 'points') {
    return (
      <ul className={styles.points} role="list">
        {items.map((item, index) => (
          <li key={`${index}-${item.title}`} className={styles.point}>
            <span className={styles.check} aria-hidden="true" />
            <h3 className={styles.itemTitle}>{item.title}</h3>
            <p className={styles.itemText}>{item.text}</p>
          </li>
        ))}
      </ul>
    );
  }
  return section.body ? <RichText content={section.body} /> : null;
}

/** The prose of a practice page, section by section, in the order staff gave them. */
export function PracticeSections({ sections }: { sections: readonly PracticeSection[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const headingId = `practice-section-${index + 1}`;
        return (
          <section
            key={`${index}-${section.heading}`}
            className={`${styles.section} ${styles[section.kind] ?? ''}`}
            aria-labelledby={headingId}
          >
            <h2 id={headingId} className={styles.heading}>
              {section.heading}
            </h2>
            <SectionBody section={section} />
          </section>
        );
      })}
    </>
  );
}
