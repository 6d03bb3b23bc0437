import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type BoardCard, formatDate, ResponsiveImage } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';
import styles from './success-case-list.module.css';

/** Anonymised success cases of a practice, each linking to its article. */
export function SuccessCaseList({ cases }: { cases: readonly BoardCard[] }) {
  const { t } = useTranslation(namespace);
  return (
    <ul className={styles.list}>
      {cases.map((successCase) => (
        <li key={successCase._id} className={styles.item}>
          <Link to={`/reference/${encodeURIComponent(successCase._id)}`} className={styles.card}>
            <div className={styles.thumb}>
              {successCase.thumb ? (
                <ResponsiveImage
                  src={successCase.thumb}
                  alt=""
                  width={640}
                  height={400}
                  sizes="(min-width: 1024px) 280px, (min-width: 768px) 33vw, 100vw"
                  className={styles.image}
                />
              ) : (
                <span className={styles.placeholder} aria-hidden="true">
                  {t('practice.caseBadge')}
                </span>
              )}
            </div>
            <div className={styles.body}>
              <h3 className={styles.subject}>{successCase.subject}</h3>
              {successCase.summary ? <p className={styles.summary}>{successCase.summary}</p> : null}
              <time className={styles.date} dateTime={successCase.createdAt}>
                {formatDate(successCase.createdAt)}
              </time>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
