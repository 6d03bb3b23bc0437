import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { consultationRequestUpdate } from '@taesung/shared/schemas';
import { ResourceForm, TextAreaField, useResourceForm } from '@taesung/shared/console';
import { useUpdateConsoleRequestMutation } from '@/api/consultation-requests.ts';
import { namespace } from '@/i18n/index.ts';
import styles from './request-detail.module.css';

const memoSchema = consultationRequestUpdate.pick({ memo: true });

/** The staff's memo on a request; kept as a draft in the browser until it is saved. */
export function RequestMemo({ id, memo }: { id: string; memo: string }) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  const [update] = useUpdateConsoleRequestMutation();
  const form = useResourceForm({
    schema: memoSchema,
    defaultValues: { memo },
    onSubmit: (values) => update({ id, input: { memo: values.memo ?? '' } }).unwrap(),
    successMessage: t('requests.memo.saved'),
    draftKey: `forms:${id}:memo`,
  });

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('requests.memo.title')}
      </h2>
      <ResourceForm form={form} submitLabel={t('requests.memo.submit')}>
        <TextAreaField
          name="memo"
          label={t('requests.memo.label')}
          hint={t('requests.memo.hint')}
          rows={6}
          maxLength={10_000}
        />
      </ResourceForm>
    </section>
  );
}
