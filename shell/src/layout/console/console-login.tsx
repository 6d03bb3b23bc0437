import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, loggedIn, useApiClient, useAppDispatch, useLocale } from '@taesung/shared';
import { failedCallOf, logIn } from './console-auth.ts';
import { Field } from '@taesung/shared/console';
import { ConsoleCard } from './console-card.tsx';
import { ConsoleCardForm } from './console-card-form.tsx';
import { ConsoleRecovery } from './console-recovery.tsx';
import { ConsoleSecondFactor } from './console-second-factor.tsx';
import form from './console-form.module.css';

/**
 * The console's login: username and password, then the two tokens of the session (seed §7), or first the
 * two-factor step when the account has it on. "Forgot your password?" switches to the recovery request; coming
 * back finds the login as it was left. `notice` says why the session ended (idle too long).
 */
export function ConsoleLogin({ notice = null }: { notice?: string | null }) {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const apiClient = useApiClient();
  const [view, setView] = useState<'login' | 'recovery' | 'returned'>('login');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);

  if (view === 'recovery')
    return <ConsoleRecovery initialUsername={username.trim()} onBack={() => setView('returned')} />;
  if (ticket) {
    const backToPassword = (message: string | null) => {
      setTicket(null);
      setPassword('');
      setError(message);
      setSubmitting(false);
      setView('returned');
    };
    return (
      <ConsoleSecondFactor
        ticket={ticket}
        onExpired={(message) => backToPassword(message)}
        onBack={() => backToPassword(null)}
      />
    );
  }

  const submit = async () => {
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const result = await logIn(apiClient, locale, username.trim(), password);
      if (result.kind === 'twoFactor') setTicket(result.ticket);
      else dispatch(loggedIn(result.tokens));
    } catch (caught) {
      setError(
        apiErrorMessage(failedCallOf(caught), {
          failed: t('login.failed'),
          network: t('login.network'),
          unexpected: t('common:common.error'),
          tooMany: t('login.tooMany'),
        }),
      );
      setSubmitting(false);
    }
  };

  return (
    <ConsoleCard title={t('login.title')} lead={t('login.lead')} focusOnMount={view === 'returned'}>
      <ConsoleCardForm
        onSubmit={() => void submit()}
        error={error}
        notice={notice}
        submitting={submitting}
        submitLabel={t('login.submit')}
        submittingLabel={t('login.submitting')}
        footer={
          <button type="button" className={form.textButton} onClick={() => setView('recovery')}>
            {t('login.forgot')}
          </button>
        }
      >
        <Field label={t('login.username')} className={form.field}>
          {(control) => (
            <input
              {...control}
              name="username"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              required
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              aria-invalid={error ? true : undefined}
            />
          )}
        </Field>
        <Field label={t('login.password')} className={form.field}>
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
            />
          )}
        </Field>
      </ConsoleCardForm>
    </ConsoleCard>
  );
}
