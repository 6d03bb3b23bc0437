import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Board, formatDate, ResponsiveImage, useGetBoardsQuery } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';
import { relatedCasesArgs, successCasePath } from '../lib/success-case.ts';
import styles from './related-cases.module.css';

const shownCases = 3;

/** Other success cases of the same practice area, without the one being read. */
export function RelatedCases({ board, area }: { board: Board; area: string | null }) {
  const { t } = useTranslation(namespace);
  const headingId = useId();
  const { currentData } = useGetBoardsQuery(relatedCasesArgs(board));
  const cases = (currentData?.boards ?? []).filter((other) => other._id !== board._id).slice(0, shownCases);
  if (cases.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {area ? t('related.title', { area }) : t('related.titleAll')}
      </h2>
      <ul className={styles.list}>
        {cases.map((other) => (
          <li key={other._id}>
            <article className={styles.card}>
              <div className={styles.thumb}>
                {other.thumb ? (
                  <ResponsiveImage
                    src={other.thumb}
                    alt=""
                    width={800}
                    height={600}
                    sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
                  />
                ) : null}
              </div>
              <h3 className={styles.subject}>
                <Link to={successCasePath(other._id)} className={styles.link}>
                  {other.subject}
                </Link>
              </h3>
              <time className={styles.date} dateTime={other.createdAt}>
                {formatDate(other.createdAt)}
              </time>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
