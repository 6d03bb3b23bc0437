import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '@taesung/shared';
import { actionClasses } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useLazyVerifyAccessRecordsQuery } from './api.ts';
import { untilRecordPath } from './access-record-values.ts';
import styles from './access-records.module.css';

/** The chain check: every record must follow the one before it; the first that does not is named and linked. */
export function AccessRecordCheck() {
  const { t } = useTranslation(namespace);
  const [verify, { data, error, isFetching }] = useLazyVerifyAccessRecordsQuery();

  let outcome = null;
  if (isFetching) outcome = t('records.check.running');
  else if (error) outcome = <span className={styles.bad}>{apiErrorMessage(error, t('records.check.failed'))}</span>;
  else if (data?.ok) outcome = <span className={styles.good}>{t('records.check.ok', { count: data.checked })}</span>;
  else if (data) {
    outcome = (
      <>
        <span className={styles.bad}>{t('records.check.broken', { id: data.brokenAt, count: data.checked })}</span>{' '}
        {data.brokenAt ? (
          <Link to={untilRecordPath(data.brokenAt)}>{t('records.check.show', { id: data.brokenAt })}</Link>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="records-check">
      <h2 id="records-check" className={styles.panelTitle}>
        {t('records.check.title')}
      </h2>
      <p className={styles.muted}>{t('records.check.lead')}</p>
      <button
        type="button"
        className={actionClasses.secondary}
        onClick={() => void verify()}
        disabled={isFetching}
        aria-busy={isFetching || undefined}
      >
        {t('records.check.button')}
      </button>
      <p role="status" className={styles.outcome}>
        {outcome}
      </p>
    </section>
  );
}
