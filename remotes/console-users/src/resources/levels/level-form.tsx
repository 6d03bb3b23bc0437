import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, CheckboxGroupField, ResourceForm, TextField, useResourceForm } from '@taesung/shared/console';
import type { LevelInput } from '@/api/levels.ts';
import { namespace } from '@/i18n/index.ts';
import { levelInput, scopeOptions } from './level-values.ts';

export interface LevelFormProps {
  defaultValues: LevelInput;
  onSubmit: (values: LevelInput) => Promise<unknown>;
  submitLabel: string;
  successMessage: string;
  draftKey: string;
  actions?: ReactNode;
}

/** A level: its name, the checklist of scopes, each with what it allows, and whether its accounts sign in with two factors. */
export function LevelForm({ defaultValues, onSubmit, submitLabel, successMessage, draftKey, actions }: LevelFormProps) {
  const { t } = useTranslation(namespace);
  const form = useResourceForm({ schema: levelInput, defaultValues, onSubmit, successMessage, draftKey });
  const options = useMemo(() => scopeOptions(t), [t]);
  return (
    <ResourceForm form={form} submitLabel={submitLabel} actions={actions}>
      <TextField name="name" label={t('levels.fields.name')} maxLength={50} required />
      <CheckboxGroupField name="scope" label={t('levels.fields.scope')} hint={t('levels.hints.scope')} options={options} required />
      <CheckboxField name="twoFactor" label={t('levels.fields.twoFactor')} hint={t('levels.hints.twoFactor')} />
    </ResourceForm>
  );
}
