import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, loggedIn, useApiClient, useAppDispatch, useLocale } from '@taesung/shared';
import { Field } from '@taesung/shared/console';
import { failedCallOf, failureOfCaught, isExpiredTicket, logInWithSecondFactor } from './console-auth.ts';
import { ConsoleCard } from './console-card.tsx';
import { ConsoleCardForm } from './console-card-form.tsx';
import form from './console-form.module.css';

/**
 * The login's second step: the six digits of the authenticator app, or one of the recovery codes. A refused code
 * shows the server's message and keeps what was typed; an expired ticket goes back to the password step.
 */
export function ConsoleSecondFactor({
  ticket,
  onExpired,
  onBack,
}: {
  ticket: string;
  onExpired: (message: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const apiClient = useApiClient();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (submitting) return;
    const value = recovery ? recoveryCode.trim() : code.replace(/\s/g, '');
    if (!value) {
      setError(recovery ? t('twoFactor.recoveryRequired') : t('twoFactor.codeRequired'));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      dispatch(
        loggedIn(
          await logInWithSecondFactor(apiClient, locale, ticket, recovery ? { recoveryCode: value } : { code: value }),
        ),
      );
    } catch (caught) {
      if (isExpiredTicket(failureOfCaught(caught))) {
        onExpired(apiErrorMessage(failedCallOf(caught), t('twoFactor.expired')));
        return;
      }
      setError(
        apiErrorMessage(failedCallOf(caught), {
          failed: t('twoFactor.failed'),
          network: t('login.network'),
          unexpected: t('common:common.error'),
        }),
      );
      setSubmitting(false);
    }
  };

  return (
    <ConsoleCard title={t('twoFactor.title')} lead={recovery ? t('twoFactor.recoveryLead') : t('twoFactor.lead')}>
      <ConsoleCardForm
        onSubmit={() => void submit()}
        error={error}
        submitting={submitting}
        submitLabel={t('twoFactor.submit')}
        submittingLabel={t('twoFactor.submitting')}
        footer={
          <>
            <button
              type="button"
              className={form.textButton}
              onClick={() => {
                setRecovery(!recovery);
                setError(null);
              }}
            >
              {recovery ? t('twoFactor.useCode') : t('twoFactor.useRecovery')}
            </button>
            <button type="button" className={form.textButton} onClick={onBack}>
              {t('twoFactor.back')}
            </button>
          </>
        }
      >
        {recovery ? (
          <Field key="recovery" label={t('twoFactor.recoveryCode')} className={form.field}>
            {(control) => (
              <input
                {...control}
                name="recoveryCode"
                type="text"
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                required
                autoFocus
                value={recoveryCode}
                onChange={(event) => setRecoveryCode(event.target.value)}
                aria-invalid={error ? true : undefined}
              />
            )}
          </Field>
        ) : (
          <Field key="code" label={t('twoFactor.code')} hint={t('twoFactor.codeHint')} className={form.field}>
            {(control) => (
              <input
                {...control}
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={6}
                required
                autoFocus
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
                aria-invalid={error ? true : undefined}
              />
            )}
          </Field>
        )}
      </ConsoleCardForm>
    </ConsoleCard>
  );
}
