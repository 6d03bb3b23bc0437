import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupInput } from '@taesung/shared';
import {
  CheckboxField,
  DisplayWindowField,
  LocalizedRichTextField,
  LocalizedTextField,
  ResourceForm,
  TextField,
  useResourceForm,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { PopupPreview } from './popup-preview.tsx';
import { popupSchema } from './popup-values.ts';
import styles from './popups.module.css';

export interface PopupFormProps {
  defaultValues: PopupInput;
  onSubmit: (values: PopupInput) => Promise<unknown>;
  submitLabel: string;
  successMessage: string;
  draftKey: string;
  /** The stored picture, shown in the preview. */
  image: string | null;
  actions?: ReactNode;
}

/** A popup's fields: title and text in both languages, link, size on wide screens, window, order, on or off; with its preview as typed. */
export function PopupForm({
  defaultValues,
  onSubmit,
  submitLabel,
  successMessage,
  draftKey,
  image,
  actions,
}: PopupFormProps) {
  const { t } = useTranslation(namespace);
  const form = useResourceForm({ schema: popupSchema, defaultValues, onSubmit, successMessage, draftKey });
  const [title, content, link, width, height] = form.watch(['title', 'content', 'link', 'width', 'height']);
  return (
    <ResourceForm form={form} submitLabel={submitLabel} actions={actions}>
      <LocalizedTextField name="title" label={t('popups.fields.title')} maxLength={200} required />
      <LocalizedRichTextField name="content" label={t('popups.fields.content')} hint={t('popups.hints.content')} />
      <TextField
        name="link"
        label={t('popups.fields.link')}
        hint={t('popups.hints.link')}
        maxLength={500}
        inputMode="url"
      />
      <div className={styles.size}>
        <TextField
          name="width"
          type="number"
          label={t('popups.fields.width')}
          hint={t('popups.hints.width')}
          inputMode="numeric"
        />
        <TextField
          name="height"
          type="number"
          label={t('popups.fields.height')}
          hint={t('popups.hints.height')}
          inputMode="numeric"
        />
        <TextField
          name="order"
          type="number"
          label={t('popups.fields.order')}
          hint={t('popups.hints.order')}
          inputMode="numeric"
        />
      </div>
      <DisplayWindowField />
      <CheckboxField name="active" label={t('popups.fields.active')} hint={t('popups.hints.active')} />
      <PopupPreview values={{ title, content, link, width, height }} image={image} />
    </ResourceForm>
  );
}
