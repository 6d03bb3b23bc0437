import { useId, type ReactNode } from 'react';
import { isCompositionEnter } from '@taesung/shared';
import form from './console-form.module.css';

export interface ConsoleCardFormProps {
  onSubmit: () => void;
  /** Why the last attempt failed, announced at once; the form is described by it. */
  error: string | null;
  /** The error's id when fields point at it too; a new one otherwise. */
  errorId?: string;
  /** Said before the fields (why the session ended), while there is no error. */
  notice?: string | null;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  children: ReactNode;
  /** Buttons after the submit button (switch to another step, go back). */
  footer?: ReactNode;
}

/**
 * The form of a card outside the console's frame (login, its second step, recovery, reset): the fields, the error,
 * and the submit button, busy while the request runs. An Enter that ends a Hangul composition never submits.
 */
export function ConsoleCardForm({
  onSubmit,
  error,
  errorId: givenErrorId,
  notice = null,
  submitting,
  submitLabel,
  submittingLabel,
  children,
  footer,
}: ConsoleCardFormProps) {
  const ownErrorId = useId();
  const noticeId = useId();
  const errorId = givenErrorId ?? ownErrorId;
  const shownNotice = notice && !error ? notice : null;
  return (
    <form
      className={form.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      onKeyDown={(event) => {
        if (isCompositionEnter(event)) event.preventDefault();
      }}
      aria-describedby={error ? errorId : shownNotice ? noticeId : undefined}
      noValidate
    >
      {shownNotice ? (
        <p id={noticeId} className={form.error} role="status">
          {shownNotice}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className={form.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={form.submit} disabled={submitting} aria-busy={submitting}>
        {submitting ? submittingLabel : submitLabel}
      </button>
      {footer}
    </form>
  );
}
