import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage, useApiClient, useLocale } from '@taesung/shared';
import { Field as LabelledField } from '@taesung/shared/console';
import { failedCallOf, failureOfCaught, requestRecovery } from './console-auth.ts';
import { ConsoleCard } from './console-card.tsx';
import { ConsoleCardForm } from './console-card-form.tsx';
import form from './console-form.module.css';

type Field = 'username' | 'email';
const fields: readonly Field[] = ['username', 'email'];

/**
 * Asks for a password reset link by username and e-mail. The answer is the same whether or not such an account
 * exists, and so is the confirmation. Without `onBack`, the way back is a link to the console's login.
 */
export function ConsoleRecovery({ initialUsername = '', onBack }: { initialUsername?: string; onBack?: () => void }) {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const apiClient = useApiClient();
  const [username, setUsername] = useState(initialUsername);
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Field[] } | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  const back = onBack ? (
    <button type="button" className={form.textButton} onClick={onBack}>
      {t('recovery.backToLogin')}
    </button>
  ) : (
    <Link className={form.textButton} to="/console">
      {t('recovery.backToLogin')}
    </Link>
  );

  const submit = async () => {
    if (sending) return;
    const input = { username: username.trim(), email: email.trim() };
    const missing = fields.filter((field) => !input[field]);
    if (missing.length > 0) {
      setError({ message: t('recovery.required'), fields: missing });
      (missing[0] === 'username' ? usernameRef : emailRef).current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      await requestRecovery(apiClient, locale, input);
      setSent(true);
    } catch (caught) {
      const failure = failureOfCaught(caught);
      const message = apiErrorMessage(failedCallOf(caught), {
        failed: t('recovery.failed'),
        network: t('login.network'),
        unexpected: t('common:common.error'),
        tooMany: t('recovery.tooMany'),
      });
      setError({
        message,
        fields: failure.kind === 'rejected' ? fields.filter((field) => failure.fields.includes(`body.${field}`)) : [],
      });
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <ConsoleCard title={t('recovery.sentTitle')} focusOnMount>
        <p className={form.notice}>{t('recovery.sent')}</p>
        <p className={form.help}>{t('recovery.sentHelp')}</p>
        {back}
      </ConsoleCard>
    );
  }

  const invalid = (field: Field) => (error?.fields.includes(field) ? true : undefined);
  return (
    <ConsoleCard title={t('recovery.title')} lead={t('recovery.lead')} focusOnMount>
      <ConsoleCardForm
        onSubmit={() => void submit()}
        error={error?.message ?? null}
        errorId={errorId}
        submitting={sending}
        submitLabel={t('recovery.submit')}
        submittingLabel={t('recovery.submitting')}
        footer={back}
      >
        <LabelledField label={t('recovery.username')} className={form.field}>
          {(control) => (
            <input
              {...control}
              ref={usernameRef}
              name="username"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              required
              maxLength={30}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              aria-invalid={invalid('username')}
              aria-describedby={invalid('username') ? errorId : undefined}
            />
          )}
        </LabelledField>
        <LabelledField label={t('recovery.email')} className={form.field}>
          {(control) => (
            <input
              {...control}
              ref={emailRef}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={invalid('email')}
              aria-describedby={invalid('email') ? errorId : undefined}
            />
          )}
        </LabelledField>
      </ConsoleCardForm>
    </ConsoleCard>
  );
}
