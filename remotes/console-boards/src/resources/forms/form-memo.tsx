import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { consultationRequestUpdate } from '@taesung/shared/schemas';
import { ResourceForm, TextAreaField, useResourceForm } from '@taesung/shared/console';
import { useUpdateConsoleFormMutation } from '@/api/forms.ts';
import { namespace } from '@/i18n/index.ts';
import styles from './form-detail.module.css';

const memoSchema = consultationRequestUpdate.pick({ memo: true });

/** The staff's memo on a request; kept as a draft in the browser until it is saved. */
export function FormMemo({ id, memo }: { id: string; memo: string }) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  const [update] = useUpdateConsoleFormMutation();
  const form = useResourceForm({
    schema: memoSchema,
    defaultValues: { memo },
    onSubmit: (values) => update({ id, input: { memo: values.memo ?? '' } }).unwrap(),
    successMessage: t('forms.memo.saved'),
    draftKey: `forms:${id}:memo`,
  });

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('forms.memo.title')}
      </h2>
      <ResourceForm form={form} submitLabel={t('forms.memo.submit')}>
        <TextAreaField
          name="memo"
          label={t('forms.memo.label')}
          hint={t('forms.memo.hint')}
          rows={6}
          maxLength={10_000}
        />
      </ResourceForm>
    </section>
  );
}
