import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  api,
  apiErrorMessage,
  loggedOut,
  selectRefreshToken,
  useApiClient,
  useAppDispatch,
  useAppSelector,
  useLocale,
} from '@taesung/shared';
import { Field, PasswordMeter, usePasswordEstimate } from '@taesung/shared/console';
import type { PasswordEstimate } from '@taesung/shared/password-strength';
import { password as passwordRule } from '@taesung/shared/schemas';
import { failedCallOf, failureOfCaught, isRefusedResetToken, logOut, resetPassword } from './console-auth.ts';
import { ConsoleCard } from './console-card.tsx';
import { ConsoleCardForm } from './console-card-form.tsx';
import { ConsoleRecovery } from './console-recovery.tsx';
import form from './console-form.module.css';

type Errors = { password?: string; confirm?: string };
type Step = { kind: 'form' } | { kind: 'done' } | { kind: 'refused'; message: string } | { kind: 'recovery' };

/**
 * Why the password would be refused: its length by the API's own schema, then whether it is common or guessable as
 * the API estimates it (the meter's estimate, once it has loaded).
 */
function usePasswordProblem() {
  const { t } = useTranslation('console');
  return (password: string, estimate: PasswordEstimate | null): string | undefined => {
    if (!password) return t('reset.passwordRequired');
    const issue = passwordRule.safeParse(password).error?.issues[0];
    if (issue?.code === 'too_big') return t('reset.passwordTooLong');
    if (issue) return t('reset.passwordShort');
    if (estimate?.problem === 'common') return t('reset.passwordCommon');
    if (estimate?.problem === 'guessable') return t('reset.passwordGuessable');
    return undefined;
  };
}

function useValidate(estimate: PasswordEstimate | null) {
  const { t } = useTranslation('console');
  const problem = usePasswordProblem();
  return (password: string, confirm: string): Errors => {
    const errors: Errors = {};
    const refused = problem(password, estimate);
    if (refused) errors.password = refused;
    if (!confirm) errors.confirm = t('reset.confirmRequired');
    else if (confirm !== password) errors.confirm = t('reset.mismatch');
    return errors;
  };
}

/**
 * `/console/password/reset?token=…`, the page of the link the recovery mails: a new password twice, checked here
 * with the shared rule before it is sent. Shown with or without a session; after the reset the session of this
 * browser ends too, as the server ends every session of the account.
 */
export function PasswordResetPage() {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const apiClient = useApiClient();
  const refreshToken = useAppSelector(selectRefreshToken);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [step, setStep] = useState<Step>(() =>
    token ? { kind: 'form' } : { kind: 'refused', message: t('reset.missing') },
  );
  const [password, setPassword] = useState('');
  const estimate = usePasswordEstimate(password);
  const validate = useValidate(estimate);
  const meterId = useId();
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  if (step.kind === 'recovery') return <ConsoleRecovery />;

  if (step.kind === 'done') {
    return (
      <ConsoleCard title={t('reset.doneTitle')}>
        <p className={form.notice}>{t('reset.done')}</p>
        <Link className={form.submit} to="/console">
          {t('reset.login')}
        </Link>
      </ConsoleCard>
    );
  }

  if (step.kind === 'refused') {
    return (
      <ConsoleCard title={t('reset.invalidTitle')}>
        <p className={form.error} role="alert">
          {step.message}
        </p>
        <p className={form.help}>{t('reset.invalidHelp')}</p>
        <button type="button" className={form.submit} onClick={() => setStep({ kind: 'recovery' })}>
          {t('reset.requestNew')}
        </button>
      </ConsoleCard>
    );
  }

  const change = (nextPassword: string, nextConfirm: string) => {
    setPassword(nextPassword);
    setConfirm(nextConfirm);
    if (checked) setErrors(validate(nextPassword, nextConfirm));
  };

  const submit = async () => {
    if (sending) return;
    const found = validate(password, confirm);
    setChecked(true);
    setErrors(found);
    setFailure(null);
    if (found.password || found.confirm) {
      (found.password ? passwordRef : confirmRef).current?.focus();
      return;
    }
    setSending(true);
    try {
      await resetPassword(apiClient, locale, { token, password });
      if (refreshToken) await logOut(apiClient, locale, refreshToken).catch(() => undefined);
      dispatch(loggedOut());
      dispatch(api.util.resetApiState());
      setStep({ kind: 'done' });
    } catch (caught) {
      const reason = failureOfCaught(caught);
      if (isRefusedResetToken(reason)) {
        setStep({ kind: 'refused', message: apiErrorMessage(failedCallOf(caught), t('reset.invalid')) });
      } else if (reason.kind === 'rejected' && reason.fields.includes('body.password')) {
        setErrors({
          password:
            (estimate?.problem && validate(password, confirm).password) ||
            apiErrorMessage(failedCallOf(caught), t('reset.passwordGuessable')),
        });
        passwordRef.current?.focus();
      } else {
        setFailure(
          apiErrorMessage(failedCallOf(caught), {
            failed: t('reset.failed'),
            network: t('login.network'),
            unexpected: t('common:common.error'),
            tooMany: t('recovery.tooMany'),
          }),
        );
      }
      setSending(false);
    }
  };

  return (
    <ConsoleCard title={t('reset.title')} lead={t('reset.lead')}>
      <ConsoleCardForm
        onSubmit={() => void submit()}
        error={failure}
        submitting={sending}
        submitLabel={t('reset.submit')}
        submittingLabel={t('reset.submitting')}
      >
        <Field label={t('reset.password')} error={errors.password} className={form.field}>
          {(control) => (
            <>
              <input
                {...control}
                aria-describedby={[meterId, control['aria-describedby']].filter(Boolean).join(' ')}
                ref={passwordRef}
                name="new-password"
                type="password"
                autoComplete="new-password"
                required
                value={password}
                onChange={(event) => change(event.target.value, confirm)}
              />
              <PasswordMeter id={meterId} password={password} />
            </>
          )}
        </Field>
        <Field label={t('reset.confirm')} error={errors.confirm} className={form.field}>
          {(control) => (
            <input
              {...control}
              ref={confirmRef}
              name="confirm-password"
              type="password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(event) => change(password, event.target.value)}
            />
          )}
        </Field>
      </ConsoleCardForm>
    </ConsoleCard>
  );
}
