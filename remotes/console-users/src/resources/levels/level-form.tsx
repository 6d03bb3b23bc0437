import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Level } from '@taesung/shared';
import { ResourceForm, TextField, useFieldValue, useResourceForm } from '@taesung/shared/console';
import type { LevelInput } from '@/api/levels.ts';
import { namespace } from '@/i18n/index.ts';
import { isGuarded, scopeLock, twoFactorLock, type Grants } from './level-grants.ts';
import { levelInput, scopeOptions } from './level-values.ts';
import styles from './level-form.module.css';

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

const kitNamespace = 'console-kit';

function useLevelForm({ defaultValues, onSubmit, successMessage, draftKey }: Pick<LevelFormProps, 'defaultValues' | 'onSubmit' | 'successMessage' | 'draftKey'>) {
  return useResourceForm({
    schema: levelInput,
    defaultValues,
    onSubmit: (values: LevelInput) => onSubmit({ ...values, twoFactor: isGuarded(values.scope) || values.twoFactor }),
    successMessage,
    draftKey,
  });
}

type LevelFormHandle = ReturnType<typeof useLevelForm>;

/**
 * A level: its name, the checklist of scopes, each with what it allows, and whether its accounts sign in with two
 * factors. What the signed-in account may not grant is shown and disabled, with the reason under it.
 */
export function LevelForm({ submitLabel, actions, grants, level, ...options }: LevelFormProps) {
  const { t } = useTranslation(namespace);
  const form = useLevelForm(options);
  return (
    <ResourceForm form={form} submitLabel={submitLabel} actions={actions}>
      <TextField name="name" label={t('levels.fields.name')} maxLength={50} required />
      <ScopeChecklist form={form} grants={grants} />
      <TwoFactorSwitch form={form} grants={grants} level={level} />
    </ResourceForm>
  );
}

function ScopeChecklist({ form, grants }: { form: LevelFormHandle; grants: Grants }) {
  const { t } = useTranslation(namespace);
  const id = `${useId()}-scope`;
  const label = t('levels.fields.scope');
  const options = useMemo(() => scopeOptions(t), [t]);
  const chosen = useFieldValue<string[] | undefined>('scope') ?? [];
  const failed = Boolean(form.formState.errors.scope);
  const { fields } = form;

  useEffect(() => {
    fields.set('scope', { label, id: `${id}-0` });
    return () => {
      fields.delete('scope');
    };
  }, [fields, label, id]);

  const toggle = (value: string, checked: boolean) => {
    const next = options.map((option) => option.value).filter((option) => (option === value ? checked : chosen.includes(option)));
    form.setValue('scope', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    if (isGuarded(next)) form.setValue('twoFactor', true, { shouldDirty: true });
  };

  return (
    <fieldset className={styles.group} aria-describedby={[`${id}-hint`, failed ? `${id}-error` : null].filter(Boolean).join(' ')} aria-invalid={failed || undefined}>
      <legend className={styles.label}>
        {label}
        <span className={styles.required}>
          <span aria-hidden="true">*</span>
          <span className="visually-hidden">({t('form.required', { ns: kitNamespace })})</span>
        </span>
      </legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('levels.hints.scope')}
      </p>
      <ul className={styles.options}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const lock = scopeLock(grants, option.value);
          return (
            <li key={option.value}>
              <label className={styles.option} htmlFor={optionId}>
                <input
                  id={optionId}
                  type="checkbox"
                  name="scope"
                  value={option.value}
                  checked={chosen.includes(option.value)}
                  disabled={lock !== null}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  aria-labelledby={`${optionId}-label`}
                  aria-describedby={[`${optionId}-description`, lock ? `${optionId}-lock` : null].filter(Boolean).join(' ')}
                />
                <span className={styles.text}>
                  <span id={`${optionId}-label`} className={styles.optionLabel}>
                    {option.label}
                  </span>
                  <span id={`${optionId}-description`} className={styles.description}>
                    {option.description}
                  </span>
                  {lock ? (
                    <span id={`${optionId}-lock`} className={styles.lock}>
                      {t(`levels.grants.${lock}`)}
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {failed ? (
        <p id={`${id}-error`} className={styles.error}>
          {t('errors.required', { ns: kitNamespace })}
        </p>
      ) : null}
    </fieldset>
  );
}

function TwoFactorSwitch({ form, grants, level }: { form: LevelFormHandle; grants: Grants; level?: Level }) {
  const { t } = useTranslation(namespace);
  const id = `${useId()}-two-factor`;
  const scope = useFieldValue<string[] | undefined>('scope') ?? [];
  const value = useFieldValue<boolean | undefined>('twoFactor');
  const lock = twoFactorLock(grants, scope, level);
  const checked = lock === 'twoFactorRequired' || Boolean(value);
  return (
    <div className={styles.field}>
      <label className={styles.checkbox} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name="twoFactor"
          checked={checked}
          disabled={lock !== null}
          onChange={(event) => form.setValue('twoFactor', event.target.checked, { shouldDirty: true })}
          aria-describedby={[`${id}-hint`, lock ? `${id}-lock` : null].filter(Boolean).join(' ')}
        />
        <span>{t('levels.fields.twoFactor')}</span>
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('levels.hints.twoFactor')}
      </p>
      {lock ? (
        <p id={`${id}-lock`} className={styles.lock}>
          {t(`levels.grants.${lock}`)}
        </p>
      ) : null}
    </div>
  );
}
