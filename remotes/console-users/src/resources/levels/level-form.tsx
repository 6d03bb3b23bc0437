import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Level } from '@taesung/shared';
import {
  CheckboxField,
  CheckboxGroupField,
  ResourceForm,
  TextField,
  useFieldValue,
  useResourceForm,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import type { LevelInput } from './api.ts';
import { scopeLock, twoFactorLock, type Grants } from './level-grants.ts';
import { levelInput, scopeOptions } from './level-values.ts';

export interface LevelFormProps {
  defaultValues: LevelInput;
  onSubmit: (values: LevelInput) => Promise<unknown>;
  submitLabel: string;
  successMessage: string;
  draftKey: string;
  actions?: ReactNode;
  /** What the signed-in account may grant. */
  grants: Grants;
  /** The stored level being changed. */
  level?: Level;
}

type LevelFormHandle = ReturnType<typeof useResourceForm<typeof levelInput>>;

/**
 * A level: its name, the checklist of scopes, each with what it allows, and whether its accounts sign in with two
 * factors. What the signed-in account may not grant is shown and disabled, with the reason under it.
 */
export function LevelForm({
  defaultValues,
  onSubmit,
  submitLabel,
  successMessage,
  draftKey,
  actions,
  grants,
  level,
}: LevelFormProps) {
  const { t } = useTranslation(namespace);
  const form = useResourceForm({ schema: levelInput, defaultValues, onSubmit, successMessage, draftKey });
  const options = useMemo(
    () =>
      scopeOptions(t).map((option) => {
        const lock = scopeLock(grants, option.value);
        return lock ? { ...option, locked: t(`levels.grants.${lock}`) } : option;
      }),
    [t, grants],
  );
  return (
    <ResourceForm form={form} submitLabel={submitLabel} actions={actions}>
      <TextField name="name" label={t('levels.fields.name')} maxLength={50} required />
      <CheckboxGroupField
        name="scope"
        label={t('levels.fields.scope')}
        hint={t('levels.hints.scope')}
        options={options}
        required
      />
      <TwoFactorField form={form} grants={grants} level={level} />
    </ResourceForm>
  );
}

/** The two-factor switch, turned on and locked while the chosen scopes require it. */
function TwoFactorField({ form, grants, level }: { form: LevelFormHandle; grants: Grants; level?: Level }) {
  const { t } = useTranslation(namespace);
  const scope = useFieldValue<string[] | undefined>('scope') ?? [];
  const on = useFieldValue<boolean | undefined>('twoFactor');
  const lock = twoFactorLock(grants, scope, level);
  const required = lock === 'twoFactorRequired';
  const { setValue } = form;

  useEffect(() => {
    if (required && !on) setValue('twoFactor', true, { shouldDirty: true });
  }, [required, on, setValue]);

  return (
    <CheckboxField
      name="twoFactor"
      label={t('levels.fields.twoFactor')}
      hint={t('levels.hints.twoFactor')}
      locked={lock ? t(`levels.grants.${lock}`) : undefined}
    />
  );
}
