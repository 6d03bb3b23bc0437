import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isCompositionEnter, loggedIn, useApiClient, useAppDispatch, useLocale } from '@taesung/shared';
import { failureOfCaught, logIn, type AuthFailure } from './console-auth.ts';
import { Field } from '@taesung/shared/console';
import { ConsoleCard } from './console-card.tsx';
import { ConsoleRecovery } from './console-recovery.tsx';
import form from './console-form.module.css';

function useFailureMessage() {
  const { t } = useTranslation('console');
  return (failure: AuthFailure) => {
    if (failure.kind === 'network') return t('login.network');
    if (failure.kind === 'unexpected') return t('common:common.error');
    if (failure.message) return failure.message;
    return failure.status === 429 ? t('login.tooMany') : t('login.failed');
  };
}

/**
 * The console's login: username and password, then the two tokens of the session (seed §7). "Forgot your
 * password?" switches to the recovery request; coming back finds the login as it was left.
 */
export function ConsoleLogin() {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const apiClient = useApiClient();
  const messageOf = useFailureMessage();
  const [view, setView] = useState<'login' | 'recovery' | 'returned'>('login');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  if (view === 'recovery') return <ConsoleRecovery initialUsername={username.trim()} onBack={() => setView('returned')} />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      dispatch(loggedIn(await logIn(apiClient, locale, username.trim(), password)));
    } catch (caught) {
      setError(messageOf(failureOfCaught(caught)));
      setSubmitting(false);
    }
  };

  return (
    <ConsoleCard title={t('login.title')} lead={t('login.lead')} focusOnMount={view === 'returned'}>
      <form
        className={form.form}
        onSubmit={(event) => void submit(event)}
        onKeyDown={(event) => {
          if (isCompositionEnter(event)) event.preventDefault();
        }}
        aria-describedby={error ? errorId : undefined}
        noValidate
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
        {error ? (
          <p id={errorId} className={form.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={form.submit} disabled={submitting} aria-busy={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </button>
        <button type="button" className={form.textButton} onClick={() => setView('recovery')}>
          {t('login.forgot')}
        </button>
      </form>
    </ConsoleCard>
  );
}
