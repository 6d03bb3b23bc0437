import type { ChangeEvent, ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '@taesung/shared';
import styles from './public-form.module.css';

/** The classes of a public form's controls and receipt, for the few a form lays out itself. */
export const formClasses = {
  input: styles.input!,
  phone: styles.phone!,
  select: styles.select!,
  textarea: styles.textarea!,
  inlineLink: styles.inlineLink!,
  nowrap: styles.nowrap!,
  receiptLead: styles.receiptLead!,
  receiptNote: styles.receiptNote!,
  receiptActions: styles.receiptActions!,
  nextTitle: styles.nextTitle!,
  next: styles.next!,
  secondaryButton: styles.secondaryButton!,
};

/** What `PublicForm` reads of `usePublicForm`'s state. */
export interface FormFrame<Field extends string> {
  formProps: ComponentPropsWithoutRef<'form'> & { ref: Ref<HTMLFormElement> };
  attempted: boolean;
  errors: Partial<Record<Field, string>>;
  fieldOrder: readonly Field[];
  fieldId: (field: Field | 'website') => string;
  focusField: (field: Field) => void;
  serverError: string | null;
  serverErrorRef: Ref<HTMLDivElement>;
  values: { website: string };
  change(field: 'website'): (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface PublicFormTexts<Field extends string> {
  title: string;
  requiredNote: string;
  /** The heading of the list of refused fields. */
  summary: (count: number) => string;
  /** A refused field's message, from its error code. */
  error: (field: Field, code: string) => string;
  notSent: string;
  kept: string;
  /** The label of the field left for robots (hidden from people and assistive technology). */
  honeypot: string;
  submit: string;
  sending: string;
}

/**
 * A public form: its title and the note on required fields, the list of refused fields (each a link to its field)
 * once the visitor has tried to send, the server's message (focused, saying nothing typed was lost), the fields,
 * a field left for robots (`website`) and the send button.
 */
export function PublicForm<Field extends string>({
  form,
  id,
  texts,
  sending,
  children,
}: {
  form: FormFrame<Field>;
  id: string;
  texts: PublicFormTexts<Field>;
  sending: boolean;
  children: ReactNode;
}) {
  const { formProps, serverErrorRef, ...state } = form;
  const refused = state.fieldOrder.filter((field) => state.errors[field]);
  return (
    <form {...formProps} className={styles.form} aria-labelledby={`${id}-form-title`}>
      <h2 id={`${id}-form-title`} className={styles.formTitle}>
        {texts.title}
      </h2>
      <p className={styles.requiredNote}>
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>{' '}
        {texts.requiredNote}
      </p>

      {state.attempted && refused.length > 0 ? (
        <div className={styles.summary} aria-labelledby={`${id}-summary-title`}>
          <h3 id={`${id}-summary-title`} className={styles.summaryTitle}>
            {texts.summary(refused.length)}
          </h3>
          <ul className={styles.summaryList}>
            {refused.map((field) => (
              <li key={field}>
                <a
                  href={`#${state.fieldId(field)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    state.focusField(field);
                  }}
                >
                  {texts.error(field, state.errors[field]!)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {state.serverError ? (
        <div ref={serverErrorRef} className={styles.serverError} role="alert" tabIndex={-1}>
          <p className={styles.serverErrorTitle}>{texts.notSent}</p>
          <p className={styles.serverErrorMessage}>{state.serverError}</p>
          <p className={styles.serverErrorKept}>{texts.kept}</p>
        </div>
      ) : null}

      {children}

      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={state.fieldId('website')}>{texts.honeypot}</label>
        <input
          id={state.fieldId('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          value={state.values.website}
          onChange={state.change('website')}
        />
      </div>

      <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
        {sending ? texts.sending : texts.submit}
      </button>
    </form>
  );
}

/** A refused field's message, under the field (`<id>-error`, which the field names in `aria-describedby`). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={`${id}-error`} className={styles.fieldError}>
      <span className={styles.errorIcon} aria-hidden="true">
        !
      </span>
      {message}
    </p>
  ) : null;
}

/** A field: its label (with the required mark), its hint (`<id>-hint`), the control and its error. */
export function FormField({
  id,
  label,
  required = false,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} message={error} />
    </div>
  );
}

function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** A text area's count of characters against its limit (the area's `maxLength`), for the eye only. */
export function CharacterCount({ length, limit }: { length: number; limit: number }) {
  return (
    <p className={styles.counter} aria-hidden="true">
      {formatNumber(length)} / {formatNumber(limit)}
    </p>
  );
}

/**
 * Options in a row of large targets, required unless told otherwise: the group is labelled, the first option has the
 * field's id.
 */
export function RadioGroup({
  id,
  name,
  label,
  value,
  options,
  onChange,
  invalid,
  describedBy,
  error,
  required = true,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  invalid: boolean;
  describedBy: string | undefined;
  error: string | undefined;
  required?: boolean;
}) {
  const labelId = `${id}-label`;
  return (
    <div className={styles.field}>
      <p id={labelId} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={styles.choices}
      >
        {options.map((option, index) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              id={index === 0 ? id : undefined}
              value={option.value}
              checked={value === option.value}
              onChange={onChange}
              className={styles.choiceInput}
            />
            <span className={styles.choiceLabel}>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}

export interface PrivacyTexts {
  title: string;
  /** Purpose, items, retention, and the right to refuse with what refusing means. */
  rows: readonly { term: string; text: string }[];
  policyLink: string;
  newWindow: string;
  requiredTag: string;
  agree: string;
}

/**
 * The notice on collecting personal data and the required consent to it: what is collected, why, for how long, the
 * right to refuse, a link to the privacy policy, and the checkbox (`<id>-agree`), described by the notice.
 */
export function PrivacyConsent({
  id,
  texts,
  checked,
  onChange,
  error,
  describedBy,
}: {
  id: string;
  texts: PrivacyTexts;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
  describedBy: string | undefined;
}) {
  return (
    <section className={styles.privacy} aria-labelledby={`${id}-privacy-title`}>
      <h3 id={`${id}-privacy-title`} className={styles.privacyTitle}>
        {texts.title}
      </h3>
      <dl id={`${id}-privacy-notice`} className={styles.privacyList}>
        {texts.rows.map((row) => (
          <div key={row.term} className={styles.privacyRow}>
            <dt>{row.term}</dt>
            <dd>{row.text}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.privacyLink}>
        <Link to="/terms/privacy" target="_blank" rel="noopener" className={styles.inlineLink}>
          {texts.policyLink}
          <span className="visually-hidden"> ({texts.newWindow})</span>
        </Link>
      </p>
      <label className={styles.consent}>
        <input
          id={`${id}-agree`}
          name="agree"
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          onChange={onChange}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <span>
          <strong className={styles.consentRequired}>{texts.requiredTag}</strong> {texts.agree}
        </span>
      </label>
      <FieldError id={`${id}-agree`} message={error} />
    </section>
  );
}

/** The confirmation that replaces a sent form: a check mark and its title, focused so that it is read first. */
export function Receipt({
  id,
  title,
  titleRef,
  children,
}: {
  id: string;
  title: string;
  titleRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section className={styles.receipt} aria-labelledby={`${id}-receipt-title`}>
      <span className={styles.receiptIcon} aria-hidden="true" />
      <h2 id={`${id}-receipt-title`} ref={titleRef} tabIndex={-1} className={styles.receiptTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
