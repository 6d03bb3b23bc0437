import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loggedIn, PageHead, useApiClient, useAppDispatch, useLocale } from '@taesung/shared';
import { Wordmark } from '../../ui/wordmark.tsx';
import { isCompositionEnter } from '../header/header-search.tsx';
import { LoginError, logIn, type LoginFailure } from './console-auth.ts';
import styles from './console-login.module.css';

function useFailureMessage() {
  const { t } = useTranslation();
  return (failure: LoginFailure) => {
    if (failure.kind === 'network') return t('console.login.network');
    if (failure.kind === 'unexpected') return t('common.error');
    if (failure.message) return failure.message;
    return failure.status === 429 ? t('console.login.tooMany') : t('console.login.failed');
  };
}

/** The console's login: username and password, then the two tokens of the session (seed §7). */
export function ConsoleLogin() {
  const { t } = useTranslation();
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const apiClient = useApiClient();
  const messageOf = useFailureMessage();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const usernameId = useId();
  const passwordId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      dispatch(loggedIn(await logIn(apiClient, locale, username.trim(), password)));
    } catch (caught) {
      setError(messageOf(caught instanceof LoginError ? caught.failure : { kind: 'unexpected' }));
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <PageHead title={`${t('console.login.title')} | ${t('firm.fullName')}`} description="" noindex />
      <main id="main" className={styles.main} tabIndex={-1}>
        <div className={styles.card}>
          <Wordmark size="lg" />
          <h1 className={styles.title}>{t('console.login.title')}</h1>
          <p className={styles.lead}>{t('console.login.lead')}</p>
          <form
            className={styles.form}
            onSubmit={(event) => void submit(event)}
            onKeyDown={(event) => {
              if (isCompositionEnter(event)) event.preventDefault();
            }}
            aria-describedby={error ? errorId : undefined}
            noValidate
          >
            <div className={styles.field}>
              <label htmlFor={usernameId}>{t('console.login.username')}</label>
              <input
                id={usernameId}
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
            </div>
            <div className={styles.field}>
              <label htmlFor={passwordId}>{t('console.login.password')}</label>
              <input
                id={passwordId}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={error ? true : undefined}
              />
            </div>
            {error ? (
              <p id={errorId} className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
            <button type="submit" className={styles.submit} disabled={submitting} aria-busy={submitting}>
              {submitting ? t('console.login.submitting') : t('console.login.submit')}
            </button>
          </form>
          <a className={styles.back} href={locale === 'en' ? '/en' : '/'}>
            {t('console.login.backToSite')}
          </a>
        </div>
      </main>
    </div>
  );
}
