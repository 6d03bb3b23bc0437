import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestEmailInput } from '@taesung/shared/schemas';
import { apiErrorMessage, type OutboxMessage } from '@taesung/shared';
import { Field, toast } from '@taesung/shared/console';
import { useForwardConsoleRequestMutation } from '@/api/consultation-requests.ts';
import { namespace } from '@/i18n/index.ts';
import styles from './request-detail.module.css';

type Target = 'recipients' | 'address';

/** Forwards the request by mail to the notification recipients or to a typed address, and shows each message's fate. */
export function RequestForward({ id }: { id: string }) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  const resultId = useId();
  const [forward, { isLoading }] = useForwardConsoleRequestMutation();
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
        ? t('requests.forward.emailRequired')
        : requestEmailInput.safeParse({ to }).success
          ? undefined
          : t('requests.forward.emailInvalid');
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
        toast.error(t('requests.forward.someFailed', { count }));
      else if (result.messages.every((message) => message.status === 'stored'))
        toast.info(t('requests.forward.stored', { count }));
      else toast.success(t('requests.forward.allSent', { count }));
    } catch (failure) {
      toast.error(apiErrorMessage(failure, t('requests.forward.failed')));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('requests.forward.title')}
      </h2>
      <p className={styles.muted}>{t('requests.forward.lead')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className={styles.forward}>
        <fieldset className={styles.targets}>
          <legend>{t('requests.forward.target')}</legend>
          {(['recipients', 'address'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="target"
                value={value}
                checked={target === value}
                onChange={() => setTarget(value)}
              />
              {t(`requests.forward.${value}`)}
            </label>
          ))}
        </fieldset>
        {target === 'address' ? (
          <Field label={t('requests.forward.email')} error={error} required>
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
          {isLoading ? t('requests.forward.sending') : t('requests.forward.submit')}
        </button>
      </form>
      {messages ? (
        <div className={styles.outcome}>
          <h3 id={resultId} className={styles.outcomeTitle}>
            {t('requests.forward.resultTitle')}
          </h3>
          <ul aria-labelledby={resultId} className={styles.outcomes}>
            {messages.map((message) => (
              <li key={message._id} data-status={message.status}>
                {t('requests.forward.outcome', {
                  to: message.to,
                  status: t(`requests.forward.outcomes.${message.status}`),
                })}
                {message.error ? <span className={styles.outcomeError}> ({message.error})</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
