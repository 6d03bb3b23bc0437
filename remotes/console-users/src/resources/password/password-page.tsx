import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { selectSessionPayload, useAppSelector } from '@taesung/shared';
import { ConsolePage } from '@taesung/shared/console-page';
import { PasswordField, ResourceForm, useResourceForm } from '@taesung/shared/console';
import { useChangeOwnPasswordMutation } from '@/api/me.ts';
import { namespace } from '@/i18n/index.ts';
import styles from '@/ui/screen-styles.ts';

const empty = { current: '', next: '', confirm: '' };

/** A wrong current password is the API's refusal of the current-password field. */
function onCurrentField(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'WRONG_PASSWORD') {
    return { ...error, issues: [{ path: 'current', code: 'wrong_password' }] };
  }
  return error;
}

/** The signed-in account's own password: the current one, a new one with the strength meter, and its confirmation. */
export function PasswordPage() {
  const { t } = useTranslation(namespace);
  const session = useAppSelector(selectSessionPayload);
  const [change] = useChangeOwnPasswordMutation();
  const [changes, setChanges] = useState(0);
  const schema = useMemo(
    () =>
      z
        .object({ current: z.string().min(1).max(128), next: z.string().min(10).max(128), confirm: z.string().min(1) })
        .refine((values) => values.next === values.confirm, { path: ['confirm'], message: t('password.mismatch') }),
    [t],
  );
  const form = useResourceForm({
    schema,
    defaultValues: empty,
    onSubmit: async ({ current, next }) => {
      await change({ current, next })
        .unwrap()
        .catch((error: unknown) => Promise.reject(onCurrentField(error)));
      setChanges((count) => count + 1);
    },
    successMessage: t('password.changed'),
    draftKey: null,
  });
  const { reset } = form;
  useEffect(() => {
    if (changes > 0) reset(empty);
  }, [changes, reset]);

  const userInputs = [session?.username, session?.name].filter((input): input is string => typeof input === 'string');

  return (
    <ConsolePage title={t('password.title')}>
      <p className={styles.lead}>{t('password.lead')}</p>
      <ResourceForm form={form} submitLabel={t('password.submit')}>
        <PasswordField name="current" label={t('password.current')} autoComplete="current-password" required />
        <PasswordField name="next" label={t('password.next')} userInputs={userInputs} required />
        <PasswordField name="confirm" label={t('password.confirm')} meter={false} required />
      </ResourceForm>
    </ConsolePage>
  );
}
