import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BoardCard } from '@taesung/shared';
import { namespace } from '@/i18n/index.ts';
import { practiceAreaOf, successCasePath } from '@/lib/success-case.ts';
import { CaseMeta } from './case-meta.tsx';
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
      <CaseMeta
        area={practice ? t(`common:${practice.title}`) : null}
        date={board.createdAt}
        classNames={{ meta: styles.meta, area: styles.area, date: styles.date }}
      />
    </article>
  );
}
