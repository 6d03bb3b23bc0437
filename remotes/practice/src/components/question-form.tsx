import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  apiErrorMessage,
  apiFieldIssues,
  formatNumber,
  isCompositionEnter,
  type QuestionReceipt,
} from '@taesung/shared';
import { useAskQuestionMutation } from '../api/questions.ts';
import { namespace } from '../i18n/index.ts';
import { formatPhoneAsTyped } from '@taesung/shared/phone';
import {
  emptyQuestion,
  errorsFromIssues,
  loadedQuestionSchema,
  loadQuestionSchema,
  questionFieldOrder,
  questionLimits,
  validateQuestion,
  type QuestionErrors,
  type QuestionField,
  type QuestionSchema,
  type QuestionValues,
} from './question-values.ts';
import styles from './consultation-form.module.css';

const fieldId = (field: QuestionField | 'website') => `question-${field}`;
const errorId = (field: QuestionField) => `question-${field}-error`;

/** What the fields hold when it is not what was rendered: typed into the server's markup before the script ran. */
function valuesInForm(form: HTMLFormElement, rendered: QuestionValues): QuestionValues | null {
  const read = (name: keyof QuestionValues, fallback: string) => {
    const control = form.elements.namedItem(name);
    return control && 'value' in control ? String(control.value) : fallback;
  };
  const agree = form.elements.namedItem('agree');
  const found: QuestionValues = {
    name: read('name', rendered.name),
    phone: formatPhoneAsTyped(read('phone', rendered.phone)),
    email: read('email', rendered.email),
    subject: read('subject', rendered.subject),
    content: read('content', rendered.content),
    agree: agree instanceof HTMLInputElement ? agree.checked : rendered.agree,
    website: read('website', rendered.website),
  };
  const keys = Object.keys(found) as (keyof QuestionValues)[];
  return keys.some((key) => found[key] !== rendered[key]) ? found : null;
}

function focusField(field: QuestionField) {
  const element = document.getElementById(fieldId(field));
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView?.({ block: 'center' });
}

export interface QuestionFormProps {
  /** Shown once the question is received: the private link to the question's page. */
  onAsked: (receipt: QuestionReceipt, email: boolean) => void;
}

/**
 * A visitor's question, checked with the API's schema before it is sent. What was typed survives every failure;
 * an Enter that confirms a Hangul composition never sends the form.
 */
export function QuestionForm({ onAsked }: QuestionFormProps) {
  const { t } = useTranslation(namespace);
  const [ask, { isLoading: sending }] = useAskQuestionMutation();
  const [values, setValues] = useState<QuestionValues>(emptyQuestion);
  const [errors, setErrors] = useState<QuestionErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: QuestionField | 'server'; at: number } | null>(null);
  const [schema, setSchema] = useState<QuestionSchema | null>(loadedQuestionSchema);
  const formRef = useRef<HTMLFormElement>(null);
  const composing = useRef(false);
  const serverErrorRef = useRef<HTMLDivElement>(null);

  // Hydration keeps what was typed into the server's markup on screen but not in the state: the state takes it over.
  useLayoutEffect(() => {
    const typed = formRef.current && valuesInForm(formRef.current, values);
    if (typed) setValues(typed);
    // Only the first render in the browser can meet fields the state does not know.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const prepare = () => {
    if (!schema) void loadQuestionSchema().then((loaded) => setSchema(() => loaded));
  };

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'server') serverErrorRef.current?.focus();
    else focusField(focusRequest.target);
  }, [focusRequest]);

  const update = (next: QuestionValues) => {
    setValues(next);
    if (attempted && schema) setErrors(validateQuestion(schema, next).errors);
  };

  const change = (field: keyof QuestionValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const target = event.currentTarget;
    const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
    update({ ...values, [field]: field === 'phone' && typeof value === 'string' ? formatPhoneAsTyped(value) : value });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    if (isCompositionEnter(event) || composing.current) event.preventDefault();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (composing.current || sending) return;
    const { data, errors: found } = validateQuestion(schema ?? (await loadQuestionSchema()), values);
    setAttempted(true);
    setErrors(found);
    setServerError(null);
    if (!data) {
      const first = questionFieldOrder.find((field) => found[field]);
      if (first) setFocusRequest({ target: first, at: Date.now() });
      return;
    }
    try {
      const receipt = await ask(data).unwrap();
      onAsked(receipt, Boolean(data.email));
    } catch (error) {
      const issues = apiFieldIssues(error);
      if (issues.length) setErrors(errorsFromIssues(issues, values));
      setServerError(
        apiErrorMessage(error, {
          failed: t('questions.ask.errors.rejected'),
          network: t('questions.ask.errors.network'),
          unexpected: t('questions.ask.errors.network'),
          tooMany: t('questions.ask.errors.tooMany'),
          server: t('questions.ask.errors.server'),
        }),
      );
      setFocusRequest({ target: 'server', at: Date.now() });
    }
  };

  const errorCount = questionFieldOrder.filter((field) => errors[field]).length;
  const describedBy = (field: QuestionField, ...hints: string[]) =>
    [...hints, errors[field] ? errorId(field) : null].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: QuestionField) =>
    errors[field] ? (
      <p id={errorId(field)} className={styles.fieldError}>
        <span className={styles.errorIcon} aria-hidden="true">
          !
        </span>
        {t(`questions.ask.errors.${errors[field]}`)}
      </p>
    ) : null;
  const input = (
    field: 'name' | 'subject' | 'email' | 'phone',
    options: { type?: string; autoComplete?: string; required?: boolean; hint?: boolean; inputMode?: 'tel' | 'email' },
  ) => (
    <Field label={t(`questions.ask.fields.${field}`)} htmlFor={fieldId(field)} required={options.required}>
      {options.hint ? (
        <p id={`${fieldId(field)}-hint`} className={styles.hint}>
          {t(`questions.ask.hints.${field}`)}
        </p>
      ) : null}
      <input
        id={fieldId(field)}
        name={field}
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        autoComplete={options.autoComplete}
        maxLength={field === 'phone' ? 13 : questionLimits[field]}
        placeholder={field === 'phone' || field === 'email' ? t(`questions.ask.placeholders.${field}`) : undefined}
        className={`${styles.input} ${field === 'phone' ? styles.phone : ''}`}
        value={values[field]}
        onChange={change(field)}
        aria-required={options.required ? 'true' : undefined}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field, ...(options.hint ? [`${fieldId(field)}-hint`] : []))}
      />
      {fieldError(field)}
    </Field>
  );

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-labelledby="question-form-title"
      onSubmit={(event) => void onSubmit(event)}
      onFocus={prepare}
      onKeyDown={onKeyDown}
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={() => {
        composing.current = false;
      }}
    >
      <h2 id="question-form-title" className={styles.formTitle}>
        {t('questions.ask.formTitle')}
      </h2>
      <p className={styles.requiredNote}>
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>{' '}
        {t('questions.ask.requiredNote')}
      </p>

      {attempted && errorCount > 0 ? (
        <div className={styles.summary} aria-labelledby="question-summary-title">
          <h3 id="question-summary-title" className={styles.summaryTitle}>
            {t('questions.ask.summary', { count: errorCount })}
          </h3>
          <ul className={styles.summaryList}>
            {questionFieldOrder
              .filter((field) => errors[field])
              .map((field) => (
                <li key={field}>
                  <a
                    href={`#${fieldId(field)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      focusField(field);
                    }}
                  >
                    {t(`questions.ask.errors.${errors[field]}`)}
                  </a>
                </li>
              ))}
          </ul>
        </div>
      ) : null}

      {serverError ? (
        <div ref={serverErrorRef} className={styles.serverError} role="alert" tabIndex={-1}>
          <p className={styles.serverErrorTitle}>{t('questions.ask.errors.notSent')}</p>
          <p className={styles.serverErrorMessage}>{serverError}</p>
          <p className={styles.serverErrorKept}>{t('questions.ask.errors.kept')}</p>
        </div>
      ) : null}

      {input('name', { autoComplete: 'name', required: true })}
      {input('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel', hint: true })}
      {input('email', { type: 'email', inputMode: 'email', autoComplete: 'email', hint: true })}
      {input('subject', { required: true })}

      <Field label={t('questions.ask.fields.content')} htmlFor={fieldId('content')} required>
        <p id="question-content-hint" className={styles.hint}>
          {t('questions.ask.hints.content')}
        </p>
        <textarea
          id={fieldId('content')}
          name="content"
          rows={8}
          maxLength={questionLimits.content}
          className={`${styles.input} ${styles.textarea}`}
          value={values.content}
          onChange={change('content')}
          aria-required="true"
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describedBy('content', 'question-content-hint')}
        />
        <p className={styles.counter} aria-hidden="true">
          {formatNumber(values.content.length)} / {formatNumber(questionLimits.content)}
        </p>
        {fieldError('content')}
      </Field>

      <section className={styles.privacy} aria-labelledby="question-privacy-title">
        <h3 id="question-privacy-title" className={styles.privacyTitle}>
          {t('questions.ask.privacy.title')}
        </h3>
        <dl id="question-privacy-notice" className={styles.privacyList}>
          {(['purpose', 'items', 'retention', 'refusal'] as const).map((key) => (
            <div key={key} className={styles.privacyRow}>
              <dt>{t(`questions.ask.privacy.${key}.term`)}</dt>
              <dd>{t(`questions.ask.privacy.${key}.text`)}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.privacyLink}>
          <Link to="/terms/privacy" target="_blank" rel="noopener" className={styles.inlineLink}>
            {t('questions.ask.privacy.policyLink')}
            <span className="visually-hidden"> ({t('ui.newWindow')})</span>
          </Link>
        </p>
        <label className={styles.consent}>
          <input
            id={fieldId('agree')}
            name="agree"
            type="checkbox"
            className={styles.checkbox}
            checked={values.agree}
            onChange={change('agree')}
            aria-required="true"
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={describedBy('agree', 'question-privacy-notice')}
          />
          <span>
            <strong className={styles.consentRequired}>{t('questions.ask.privacy.requiredTag')}</strong>{' '}
            {t('questions.ask.privacy.agree')}
          </span>
        </label>
        {fieldError('agree')}
      </section>

      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={fieldId('website')}>{t('questions.ask.fields.website')}</label>
        <input
          id={fieldId('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          value={values.website}
          onChange={change('website')}
        />
      </div>

      <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
        {sending ? t('questions.ask.sending') : t('questions.ask.submit')}
      </button>
    </form>
  );
}

function Field({
  label,
  htmlFor,
  required,
  children,
}: {
  label: string;
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
    </div>
  );
}
