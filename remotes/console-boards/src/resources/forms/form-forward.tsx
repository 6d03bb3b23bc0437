import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formEmailInput } from '@taesung/shared/schemas';
import { apiErrorMessage, type OutboxMessage } from '@taesung/shared';
import { Field, toast } from '@taesung/shared/console';
import { useForwardConsoleFormMutation } from '@/api/forms.ts';
import { namespace } from '@/i18n/index.ts';
import styles from './form-detail.module.css';

type Target = 'recipients' | 'address';

/** Forwards the request by mail to the notification recipients or to a typed address, and shows each message's fate. */
export function FormForward({ id }: { id: string }) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  const resultId = useId();
  const [forward, { isLoading }] = useForwardConsoleFormMutation();
  const [target, setTarget] = useState<Target>('recipients');
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [messages, setMessages] = useState<readonly OutboxMessage[] | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const to = target === 'address' ? address.trim() : undefined;
    if (target === 'address') {
      const problem = !to
        ? t('forms.forward.emailRequired')
        : formEmailInput.safeParse({ to }).success
          ? undefined
          : t('forms.forward.emailInvalid');
      setError(problem);
      if (problem) {
        emailRef.current?.focus();
        return;
      }
    }
    try {
      const result = await forward({ id, to }).unwrap();
      setMessages(result.messages);
      const count = result.messages.length;
      if (result.messages.some((message) => message.status === 'failed'))
        toast.error(t('forms.forward.someFailed', { count }));
      else if (result.messages.every((message) => message.status === 'stored'))
        toast.info(t('forms.forward.stored', { count }));
      else toast.success(t('forms.forward.allSent', { count }));
    } catch (failure) {
      toast.error(apiErrorMessage(failure, t('forms.forward.failed')));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('forms.forward.title')}
      </h2>
      <p className={styles.muted}>{t('forms.forward.lead')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className={styles.forward}>
        <fieldset className={styles.targets}>
          <legend>{t('forms.forward.target')}</legend>
          {(['recipients', 'address'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="target"
                value={value}
                checked={target === value}
                onChange={() => setTarget(value)}
              />
              {t(`forms.forward.${value}`)}
            </label>
          ))}
        </fieldset>
        {target === 'address' ? (
          <Field label={t('forms.forward.email')} error={error} required>
            {(control) => (
              <input
                {...control}
                ref={emailRef}
                type="email"
                autoComplete="email"
                inputMode="email"
                maxLength={200}
                value={address}
                onChange={(event) => setAddress(event.currentTarget.value)}
                className={styles.input}
              />
            )}
          </Field>
        ) : null}
        <button type="submit" className={styles.primaryButton} aria-busy={isLoading} disabled={isLoading}>
          {isLoading ? t('forms.forward.sending') : t('forms.forward.submit')}
        </button>
      </form>
      {messages ? (
        <div className={styles.outcome}>
          <h3 id={resultId} className={styles.outcomeTitle}>
            {t('forms.forward.resultTitle')}
          </h3>
          <ul aria-labelledby={resultId} className={styles.outcomes}>
            {messages.map((message) => (
              <li key={message._id} data-status={message.status}>
                {t('forms.forward.outcome', { to: message.to, status: t(`forms.forward.outcomes.${message.status}`) })}
                {message.error ? <span className={styles.outcomeError}> ({message.error})</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
