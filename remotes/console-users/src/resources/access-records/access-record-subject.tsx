import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccessRecord } from '@taesung/shared';
import { namespace } from '@/i18n/index.ts';
import { subjectRecordsPath } from './access-record-values.ts';
import styles from './access-records.module.css';

/** Whose data a record is about: the items it names (each opening their own records), or a list's count and filters. */
export function AccessRecordSubject({ record }: { record: AccessRecord }) {
  const { t } = useTranslation(namespace);
  const { subject, subjectIds, count, filter } = record;
  const filters = Object.entries(filter ?? {});
  if (!subject && count === null && !filters.length) return null;

  return (
    <span className={styles.subject}>
      {subject ? <span className={styles.nowrap}>{t(`records.subjects.${subject}`)}</span> : null}
      {subject && subjectIds.length ? (
        <span className={styles.ids}>
          {subjectIds.map((id) => (
            <Link
              key={id}
              to={subjectRecordsPath(subject, id)}
              aria-label={t('records.subjectLink', { subject: t(`records.subjects.${subject}`), id })}
            >
              #{id}
            </Link>
          ))}
        </span>
      ) : null}
      {count !== null ? <span className={styles.nowrap}>{t('records.count', { count })}</span> : null}
      {filters.length ? (
        <span className={styles.filter}>
          {filters
            .map(([name, value]) =>
              t('records.filterPart', { name: t(`records.filterNames.${name}`, { defaultValue: name }), value }),
            )
            .join(', ')}
        </span>
      ) : null}
    </span>
  );
}
