import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { termsInput } from '@taesung/shared/schemas';
import {
  DateTimeField,
  LocalizedRichTextField,
  LocalizedTextField,
  ResourceForm,
  SelectField,
  useResourceForm,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import type { TermsInput } from './api.ts';
import { termsCodeOptions } from './terms-values.ts';

export interface TermsFormProps {
  defaultValues: TermsInput;
  onSubmit: (values: TermsInput) => Promise<unknown>;
  submitLabel: string;
  successMessage: string;
  draftKey: string;
  /** A stored version keeps its document (privacy policy or terms of service). */
  codeFixed?: boolean;
  actions?: React.ReactNode;
}

/** A version's fields: which document, its title and text in both languages, and the moment it takes effect. */
export function TermsForm({
  defaultValues,
  onSubmit,
  submitLabel,
  successMessage,
  draftKey,
  codeFixed = false,
  actions,
}: TermsFormProps) {
  const { t } = useTranslation(namespace);
  const form = useResourceForm({ schema: termsInput, defaultValues, onSubmit, successMessage, draftKey });
  const codes = useMemo(() => termsCodeOptions(t), [t]);
  return (
    <ResourceForm form={form} submitLabel={submitLabel} actions={actions}>
      {codeFixed ? null : <SelectField name="code" label={t('terms.fields.code')} options={codes} required />}
      <DateTimeField
        name="effectiveAt"
        label={t('terms.fields.effectiveAt')}
        hint={t('terms.hints.effectiveAt')}
        required
      />
      <LocalizedTextField name="title" label={t('terms.fields.title')} maxLength={200} required />
      <LocalizedRichTextField
        name="content"
        label={t('terms.fields.content')}
        hint={t('terms.hints.content')}
        required
      />
    </ResourceForm>
  );
}
