import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { boardInput } from '@taesung/shared/schemas';
import {
  actionClasses,
  CheckboxField,
  DateTimeField,
  LocalizedRichTextField,
  LocalizedTextField,
  ResourceForm,
  SelectField,
  TextField,
  useResourceForm,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { BoardPreview } from './board-preview.tsx';
import { boardCodes, boardInputOf, practiceOptions, videoFieldValue, type BoardFormValues } from './board-values.ts';
import styles from './board-form.module.css';

export interface BoardFormProps {
  defaultValues: BoardFormValues;
  /** `boards:new:<code>` for a new post, `boards:<id>` for a stored one. */
  draftKey: string;
  submitLabel: string;
  successMessage: string;
  onSubmit: (values: BoardFormValues) => Promise<unknown>;
  /** The stored thumbnail, shown in the preview. */
  thumb?: string | null;
  /** The post's date on the site (its creation); now for a new post. */
  date?: string;
  /** More buttons in the action bar (delete). */
  actions?: ReactNode;
  /** What follows the form's fields (thumbnail and attachments). */
  children?: ReactNode;
}

/** The one form of a post, new or stored: every field in both languages, the editor, publication and a preview. */
export function BoardForm({
  defaultValues,
  draftKey,
  submitLabel,
  successMessage,
  onSubmit,
  thumb,
  date,
  actions,
  children,
}: BoardFormProps) {
  const { t } = useTranslation(namespace);
  const [previewing, setPreviewing] = useState(false);
  const form = useResourceForm({
    schema: boardInput,
    defaultValues,
    draftKey,
    successMessage,
    onSubmit: (values) => onSubmit(boardInputOf(values as BoardFormValues)),
  });
  const code = useWatch({ control: form.control, name: 'code' });

  return (
    <>
      <ResourceForm
        form={form}
        submitLabel={submitLabel}
        className={styles.form}
        actions={
          <>
            <button type="button" className={actionClasses.secondary} onClick={() => setPreviewing(true)}>
              {t('boards.preview.open')}
            </button>
            {actions}
          </>
        }
      >
        <fieldset className={styles.section}>
          <legend>{t('boards.form.basics')}</legend>
          <SelectField
            name="code"
            label={t('boards.fields.code')}
            required
            options={boardCodes.map((value) => ({ value, label: t(`boards.codes.${value}`) }))}
          />
          <LocalizedTextField name="subject" label={t('boards.fields.subject')} required maxLength={200} />
          <LocalizedTextField name="subTitle" label={t('boards.fields.subTitle')} maxLength={200} />
          {code === 'reference' ? (
            <SelectField
              name="category"
              label={t('boards.fields.category')}
              hint={t('boards.hints.category')}
              options={practiceOptions(t)}
              emptyOption={t('boards.form.noCategory')}
            />
          ) : null}
          {code === 'media' ? (
            <>
              <TextField
                name="video"
                label={t('boards.fields.video')}
                hint={t('boards.hints.video')}
                maxLength={300}
                inputMode="url"
                format={videoFieldValue}
              />
              <CheckboxField name="subOnly" label={t('boards.fields.subOnly')} hint={t('boards.hints.subOnly')} />
            </>
          ) : null}
        </fieldset>
        <fieldset className={styles.section}>
          <legend>{t('boards.form.body')}</legend>
          <LocalizedRichTextField name="content" label={t('boards.fields.content')} />
        </fieldset>
        <fieldset className={styles.section}>
          <legend>{t('boards.form.publishing')}</legend>
          <CheckboxField name="published" label={t('boards.fields.published')} hint={t('boards.hints.published')} />
          <DateTimeField name="publishAt" label={t('boards.fields.publishAt')} hint={t('boards.hints.publishAt')} />
          <CheckboxField name="pinned" label={t('boards.fields.pinned')} />
        </fieldset>
        {children}
      </ResourceForm>
      {previewing ? (
        <BoardPreview
          values={form.getValues() as BoardFormValues}
          thumb={thumb}
          date={date}
          onClose={() => setPreviewing(false)}
        />
      ) : null}
    </>
  );
}
