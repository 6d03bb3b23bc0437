import { useId, useState, type ReactNode } from 'react';
import { RichText } from './rich-text.tsx';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: string;
  /** Shown beside the title (a date, a label). */
  meta?: ReactNode;
  /** HTML from the server, or plain text. */
  content: string;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Level of the heading that holds each item's button (the page's outline). */
  headingLevel?: 2 | 3 | 4;
  /** Marks each question as a question (Q) and each answer as an answer (A). */
  qa?: boolean;
  qLabel?: string;
  aLabel?: string;
}

/**
 * Questions and answers (or notices) that open in place. Every answer is in the markup, hidden until its button is
 * pressed, so search engines and find-in-page read it too.
 */
export function Accordion({ items, headingLevel = 3, qa = false, qLabel, aLabel }: AccordionProps) {
  const prefix = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className={`${styles.list} ${qa ? styles.qa : ''}`}>
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const buttonId = `${prefix}-button-${index}`;
        const panelId = `${prefix}-panel-${index}`;
        return (
          <li key={item.id} className={`${styles.item} ${expanded ? styles.expanded : ''}`}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                {qa ? (
                  <span className={styles.marker} aria-hidden="true">
                    {qLabel}
                  </span>
                ) : null}
                <span className={styles.text}>
                  <span className={styles.title}>{item.title}</span>
                  {item.meta ? <span className={styles.meta}>{item.meta}</span> : null}
                </span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!expanded}>
              {qa ? (
                <span className={`${styles.marker} ${styles.answerMarker}`} aria-hidden="true">
                  {aLabel}
                </span>
              ) : null}
              <RichText content={item.content} className={styles.content} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
