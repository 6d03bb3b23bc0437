import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '@taesung/shared';
import { useAction } from '@taesung/shared/console';
import { useUpdateConsoleRequestMutation } from '@/api/consultation-requests.ts';
import { namespace } from '@/i18n/index.ts';
import { requestStatusValues } from './request-values.ts';
import styles from './request-detail.module.css';

/** The request's status as three toggle buttons; a change is saved at once. */
export function RequestStatusControl({ id, status }: { id: string; status: RequestStatus }) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  const [update, { isLoading }] = useUpdateConsoleRequestMutation();
  const action = useAction();

  const change = (next: RequestStatus) => {
    if (next === status || isLoading) return;
    const label = t(`requests.statuses.${next}`);
    void action(() => update({ id, input: { status: next } }).unwrap(), {
      success: t('requests.status.saved', { status: label }),
    });
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('requests.status.title')}
      </h2>
      <div role="group" aria-labelledby={titleId} className={styles.statuses} aria-busy={isLoading}>
        {requestStatusValues.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.statusButton}
            data-status={value}
            aria-pressed={value === status}
            onClick={() => change(value)}
          >
            {t(`requests.statuses.${value}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
