import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConsolePage } from '@taesung/shared/console-page';
import { ErrorState, LoadingState } from '@taesung/shared/console';
import { useGetConsoleRequestQuery } from '@/api/consultation-requests.ts';
import { namespace } from '@/i18n/index.ts';
import { RequestForward } from './request-forward.tsx';
import { RequestHold } from './request-hold.tsx';
import { RequestMemo } from './request-memo.tsx';
import { RequestStatusControl } from './request-status.tsx';
import { RequestSummary } from './request-summary.tsx';
import styles from './request-detail.module.css';

/** One consultation request: all it says, its attachments, its status and memo, and forwarding by mail. */
export function RequestDetail() {
  const { t } = useTranslation(namespace);
  const id = useParams().id ?? '';
  const { data: request, isLoading, error, refetch } = useGetConsoleRequestQuery(id, { skip: !id });
  const back = (
    <Link to="/console/forms" className={styles.back}>
      {t('requests.detail.back')}
    </Link>
  );

  if (!request) {
    return (
      <ConsolePage title={t('requests.detail.title')} actions={back}>
        {isLoading || !error ? <LoadingState /> : <ErrorState error={error} onRetry={() => void refetch()} />}
      </ConsolePage>
    );
  }

  return (
    <ConsolePage title={t('requests.detail.titleOf', { name: request.name })} actions={back}>
      <p className={styles.recorded}>{t('requests.detail.recorded')}</p>
      <div className={styles.layout}>
        <RequestSummary request={request} />
        <div className={styles.side}>
          <RequestStatusControl id={request._id} status={request.status} />
          <RequestHold id={request._id} hold={request.hold} />
          <RequestMemo key={request._id} id={request._id} memo={request.memo} />
          <RequestForward key={`forward-${request._id}`} id={request._id} />
        </div>
      </div>
    </ConsolePage>
  );
}
