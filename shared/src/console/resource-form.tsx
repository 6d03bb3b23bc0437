import { useEffect, useRef, type ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isCompositionEnter } from '../ui/ime.ts';
import { DraftNotice } from './draft-notice.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { FieldRegistryContext } from './field-registry.ts';
import { consoleKitNamespace } from './i18n/index.ts';
import type { useResourceForm } from './use-resource-form.ts';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts';
import styles from './resource-form.module.css';

export interface ResourceFormProps {
  form: ReturnType<typeof useResourceForm>;
  children: ReactNode;
  submitLabel?: string;
  /** More buttons in the action bar, after the submit button (cancel, delete, preview). */
  actions?: ReactNode;
  className?: string;
}

/**
 * The frame of a console form: the draft's offer, the error summary, the fields, and a sticky action bar. An Enter
 * that ends a Hangul composition never submits, and leaving with unsaved changes asks first.
 */
export function ResourceForm({ form, children, submitLabel, actions, className }: ResourceFormProps) {
  const { t } = useTranslation(consoleKitNamespace);
  const summaryRef = useRef<HTMLDivElement>(null);
  const { isDirty, isSubmitting, errors } = form.formState;

  useUnsavedChangesGuard(isDirty && !isSubmitting);

  useEffect(() => {
    if (form.failedSubmits > 0) summaryRef.current?.focus();
  }, [form.failedSubmits]);

  return (
    <FormProvider {...(form as unknown as UseFormReturn)}>
      <FieldRegistryContext.Provider value={form.fields}>
        <form
          className={[styles.form, className].filter(Boolean).join(' ')}
          noValidate
          onSubmit={(event) => void form.submit(event)}
          onKeyDown={(event) => {
            if (isCompositionEnter(event)) event.preventDefault();
          }}
          aria-busy={isSubmitting || undefined}
        >
          <DraftNotice draft={form.draft} />
          <ErrorSummary ref={summaryRef} errors={errors} formError={form.formError} fields={form.fields} />
          <div className={styles.body}>{children}</div>
          <div className={styles.bar}>
            <button
              type="submit"
              className={styles.submit}
              disabled={isSubmitting}
              aria-busy={isSubmitting || undefined}
            >
              {isSubmitting ? t('form.saving') : (submitLabel ?? t('form.save'))}
            </button>
            {actions}
          </div>
        </form>
      </FieldRegistryContext.Provider>
    </FormProvider>
  );
}
