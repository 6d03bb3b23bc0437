import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { faqInput } from '@taesung/shared/schemas';
import type { FaqInput } from '@taesung/shared';
import {
  CheckboxField,
  LocalizedRichTextField,
  LocalizedTextField,
  ResourceForm,
  SelectField,
  useResourceForm,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { faqCategoryOptions } from './faq-values.ts';

export interface FaqFormProps {
  defaultValues: FaqInput;
  onSubmit: (values: FaqInput) => Promise<unknown>;
  submitLabel: string;
  successMessage: string;
  draftKey: string;
}

/** A FAQ's fields: category, question and answer in both languages (the answer as the site shows it, rich text), public or not. */
export function FaqForm({ defaultValues, onSubmit, submitLabel, successMessage, draftKey }: FaqFormProps) {
  const { t } = useTranslation(namespace);
  const form = useResourceForm({ schema: faqInput, defaultValues, onSubmit, successMessage, draftKey });
  const categories = useMemo(() => faqCategoryOptions(t), [t]);

  return (
    <ResourceForm form={form} submitLabel={submitLabel}>
      <SelectField
        name="category"
        label={t('faqs.form.category')}
        hint={t('faqs.form.categoryHint')}
        options={categories}
        emptyOption={t('faqs.form.categoryPick')}
        required
      />
      <LocalizedTextField name="question" label={t('faqs.form.question')} maxLength={300} required />
      <LocalizedRichTextField name="answer" label={t('faqs.form.answer')} hint={t('faqs.form.answerHint')} required />
      <CheckboxField name="published" label={t('faqs.form.published')} hint={t('faqs.form.publishedHint')} />
    </ResourceForm>
  );
}
