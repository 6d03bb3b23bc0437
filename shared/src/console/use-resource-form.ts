import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type Resolver,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiErrorMessage, apiFieldIssues, isNetworkFailure } from '@taesung/shared';
import { serverIssueMessage, zodIssueMessage } from './field-messages.ts';
import type { FieldRegistry } from './field-registry.ts';
import { consoleKitNamespace } from './i18n/index.ts';
import { toast } from './overlay-store.ts';
import type { DraftState } from './types.ts';
import { useDraft } from './use-draft.ts';

export interface ResourceFormOptions<Schema extends z.ZodType<FieldValues, FieldValues>> {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  /** The write: `(values) => mutation(values).unwrap()`; a rejection with the API's error is shown on the form. */
  onSubmit: (values: z.output<Schema>) => Promise<unknown>;
  successMessage?: string;
  /** Where this form's draft is kept in the browser (`boards:new:reference`, `boards:<id>`); none when null. */
  draftKey?: string | null;
}

export interface ResourceFormExtras {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The server's message of the last failed save (shown in the error summary). */
  formError: string | null;
  draft: DraftState;
  /** Counts failed submits: the error summary takes focus each time it grows. */
  failedSubmits: number;
  /** Labels and ids of the bound fields, filled by the fields themselves. */
  fields: FieldRegistry;
}

/** What `ResourceForm` is given: the object `useResourceForm` returns, whatever its schema. */
export interface ResourceFormHandle extends ResourceFormExtras {
  readonly formState: { readonly isDirty: boolean; readonly isSubmitting: boolean; readonly errors: FieldErrors };
}

export type UseResourceFormReturn<Values extends FieldValues> = UseFormReturn<Values> & ResourceFormExtras;

/**
 * A console form: react-hook-form checked by the shared zod schema (messages in the page's language), the save with
 * the server's answer mapped onto the fields, a toast on success, the draft kept in the browser. Render it with
 * `ResourceForm`.
 */
export function useResourceForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  options: ResourceFormOptions<Schema>,
): UseResourceFormReturn<z.input<Schema>>;
export function useResourceForm(options: ResourceFormOptions<z.ZodType<FieldValues, FieldValues>>): ResourceFormHandle;
export function useResourceForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  onSubmit,
  successMessage,
  draftKey,
}: ResourceFormOptions<Schema>): UseResourceFormReturn<z.input<Schema>> {
  const { t } = useTranslation(consoleKitNamespace);
  const resolver = useMemo(
    () =>
      zodResolver(schema as never, {
        error: (issue) => zodIssueMessage(t, issue as Parameters<typeof zodIssueMessage>[1]),
      }) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    [schema, t],
  );
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const draft = useDraft(draftKey, form as unknown as UseFormReturn<FieldValues>);
  const [formError, setFormError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [fields] = useState<FieldRegistry>(() => new Map());
  const latest = useRef({ onSubmit, successMessage, draft });
  useEffect(() => {
    latest.current = { onSubmit, successMessage, draft };
  }, [onSubmit, successMessage, draft]);

  const { handleSubmit, setError, reset, getValues } = form;
  const submit = useCallback(
    (event?: BaseSyntheticEvent) =>
      handleSubmit(
        async (values) => {
          setFormError(null);
          try {
            await latest.current.onSubmit(values);
          } catch (error) {
            const issues = apiFieldIssues(error);
            for (const issue of issues) {
              if (issue.path)
                setError(issue.path as Path<z.input<Schema>>, {
                  type: 'server',
                  message: serverIssueMessage(t, issue.code),
                });
            }
            const message = isNetworkFailure(error) ? t('form.network') : apiErrorMessage(error, t('form.saveFailed'));
            setFormError(message);
            if (issues.length === 0) toast.error(message);
            setFailedSubmits((count) => count + 1);
            return;
          }
          latest.current.draft.discard();
          reset(getValues());
          toast.success(latest.current.successMessage ?? t('form.saved'));
        },
        () => {
          setFormError(null);
          setFailedSubmits((count) => count + 1);
        },
      )(event),
    [handleSubmit, setError, reset, getValues, t],
  );

  return { ...(form as UseFormReturn<z.input<Schema>>), submit, formError, draft, failedSubmits, fields };
}
