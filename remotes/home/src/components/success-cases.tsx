import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { practiceAreaOf, referenceCards, ResponsiveImage, type BoardCard } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';
import { SectionHeader } from './section-header.tsx';
import styles from './success-cases.module.css';

const gridStyle = {
  '--columns': referenceCards.columnsMobile,
  '--columns-md': referenceCards.columnsFromMd,
  '--subject-lines': referenceCards.subjectLines,
} as CSSProperties;

/** The `common` key naming a success case's practice area, if it has one. */
function categoryTitle(category: string | null | undefined): string | undefined {
  return practiceAreaOf(category)?.title;
}

export interface SuccessCasesProps {
  cases: readonly BoardCard[];
}

/** The latest success cases: two columns on phones, three from md, subjects clamped to two lines. */
export function SuccessCases({ cases }: SuccessCasesProps) {
  const { t } = useTranslation(namespace);
  if (cases.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="home-cases-title">
      <div className={styles.inner}>
        <SectionHeader
          id="home-cases-title"
          title={t('successCases.heading')}
          lead={t('successCases.lead')}
          more={{ to: '/reference', label: t('successCases.more') }}
        />
        <ul className={styles.grid} style={gridStyle}>
          {cases.map((successCase) => {
            const category = categoryTitle(successCase.category);
            return (
              <li key={successCase._id}>
                <Link className={styles.card} to={`/reference/${encodeURIComponent(successCase._id)}`}>
                  <span className={styles.thumb}>
                    {successCase.thumb ? (
                      <ResponsiveImage
                        className={styles.image}
                        src={successCase.thumb}
                        alt=""
                        width={640}
                        height={480}
                        sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, 46vw"
                      />
                    ) : (
                      <svg
                        className={styles.image}
                        viewBox="0 0 4 3"
                        aria-hidden="true"
                        focusable="false"
                        preserveAspectRatio="xMidYMid slice"
                      >
                        <rect width="4" height="3" fill="var(--color-accent-soft)" />
                        <path
                          d="M2 .9.95 1.35v.7c0 .6.45 1.05 1.05 1.15.6-.1 1.05-.55 1.05-1.15v-.7z"
                          fill="var(--color-accent)"
                          opacity=".35"
                        />
                      </svg>
                    )}
                  </span>
                  {category ? <span className={styles.category}>{t(category, { ns: 'common' })}</span> : null}
                  <span className={styles.subject}>{successCase.subject}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
