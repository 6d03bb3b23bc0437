import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConsolePage } from '@taesung/shared/console-page';
import { ErrorState, LoadingState } from '@taesung/shared/console';
import { useGetConsoleFormQuery } from '@/api/forms.ts';
import { namespace } from '@/i18n/index.ts';
import { FormForward } from './form-forward.tsx';
import { FormHold } from './form-hold.tsx';
import { FormMemo } from './form-memo.tsx';
import { FormStatusControl } from './form-status.tsx';
import { FormSummary } from './form-summary.tsx';
import styles from './form-detail.module.css';

/** One consultation request: all it says, its attachments, its status and memo, and forwarding by mail. */
export function FormDetail() {
  const { t } = useTranslation(namespace);
  const id = useParams().id ?? '';
  const { data: form, isLoading, error, refetch } = useGetConsoleFormQuery(id, { skip: !id });
  const back = (
    <Link to="/console/forms" className={styles.back}>
      {t('forms.detail.back')}
    </Link>
  );

  if (!form) {
    return (
      <ConsolePage title={t('forms.detail.title')} actions={back}>
        {isLoading || !error ? <LoadingState /> : <ErrorState error={error} onRetry={() => void refetch()} />}
      </ConsolePage>
    );
  }

  return (
    <ConsolePage title={t('forms.detail.titleOf', { name: form.name })} actions={back}>
      <p className={styles.recorded}>{t('forms.detail.recorded')}</p>
      <div className={styles.layout}>
        <FormSummary form={form} />
        <div className={styles.side}>
          <FormStatusControl id={form._id} status={form.status} />
          <FormHold id={form._id} hold={form.hold} />
          <FormMemo key={form._id} id={form._id} memo={form.memo} />
          <FormForward key={`forward-${form._id}`} id={form._id} />
        </div>
      </div>
    </ConsolePage>
  );
}
