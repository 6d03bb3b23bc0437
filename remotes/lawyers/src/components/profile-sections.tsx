import type { LawyerInfoLine, LawyerInfoSection } from '@taesung/shared';
import styles from './profile-sections.module.css';

function lineOf(line: LawyerInfoLine): { text: string; bold: boolean } {
  return typeof line === 'string' ? { text: line, bold: false } : { text: line.text, bold: line.bold ?? false };
}

/** The profile's sections (seed §3): a list of lines, bold ones emphasised, or a paragraph. */
export function ProfileSections({ sections }: { sections: readonly LawyerInfoSection[] }) {
  return (
    <div className={styles.sections}>
      {sections.map((section, sectionIndex) => (
        <section key={`${sectionIndex}-${section.title}`} className={styles.section}>
          <h2 className={styles.title}>{section.title}</h2>
          {section.text ? <p className={styles.text}>{section.text}</p> : null}
          {section.infoDetail && section.infoDetail.length > 0 ? (
            <ul className={styles.lines}>
              {section.infoDetail.map(lineOf).map((line, lineIndex) => (
                <li key={lineIndex} className={line.bold ? styles.bold : undefined}>
                  {line.bold ? <strong>{line.text}</strong> : line.text}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
