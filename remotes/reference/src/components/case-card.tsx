import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type BoardCard, formatDate } from '@taesung/shared';
import { namespace } from '@/i18n/index.ts';
import { practiceAreaOf, successCasePath } from '@/lib/success-case.ts';
import styles from './case-card.module.css';

/** A success case in the list: the subject is the card's one link, the whole card is its target. */
export function CaseCard({ board }: { board: BoardCard }) {
  const { t } = useTranslation(namespace);
  const practice = practiceAreaOf(board.category);
  return (
    <article className={styles.card}>
      <h2 className={styles.subject}>
        <Link to={successCasePath(board._id)} className={styles.link}>
          {board.subject}
        </Link>
      </h2>
      {board.summary ? <p className={styles.summary}>{board.summary}</p> : null}
      <dl className={styles.meta}>
        {practice ? (
          <div>
            <dt className="visually-hidden">{t('area')}</dt>
            <dd className={styles.area}>{t(`common:${practice.title}`)}</dd>
          </div>
        ) : null}
        <div>
          <dt className="visually-hidden">{t('published')}</dt>
          <dd>
            <time dateTime={board.createdAt} className={styles.date}>
              {formatDate(board.createdAt)}
            </time>
          </dd>
        </div>
      </dl>
    </article>
  );
}
