import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormStatus } from '@taesung/shared';
import { useAction } from '@taesung/shared/console';
import { useUpdateConsoleFormMutation } from '@/api/forms.ts';
import { namespace } from '@/i18n/index.ts';
import { formStatusValues } from './form-values.ts';
import styles from './form-detail.module.css';

/** The request's status as three toggle buttons; a change is saved at once. */
export function FormStatusControl({ id, status }: { id: string; status: FormStatus }) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  const [update, { isLoading }] = useUpdateConsoleFormMutation();
  const action = useAction();

  const change = (next: FormStatus) => {
    if (next === status || isLoading) return;
    const label = t(`forms.statuses.${next}`);
    void action(() => update({ id, input: { status: next } }).unwrap(), {
      success: t('forms.status.saved', { status: label }),
    });
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('forms.status.title')}
      </h2>
      <div role="group" aria-labelledby={titleId} className={styles.statuses} aria-busy={isLoading}>
        {formStatusValues.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.statusButton}
            data-status={value}
            aria-pressed={value === status}
            onClick={() => change(value)}
          >
            {t(`forms.statuses.${value}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
