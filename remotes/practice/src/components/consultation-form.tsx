import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  apiErrorMessage,
  formatNumber,
  isCompositionEnter,
  phoneHref,
  type Office,
  type Setting,
} from '@taesung/shared';
import { useSubmitConsultationRequestMutation } from '../api/consultation-requests.ts';
import { namespace } from '../i18n/index.ts';
import { practiceLabelKey } from '../site-groups.ts';
import { clearDraft, readDraft, restoreDraft, saveDraft } from './consultation-draft.ts';
import {
  categoryOptions,
  contactTimeOptions,
  contentMaxLength,
  emptyValues,
  fieldOrder,
  firstErrorField,
  loadConsultationSchema,
  loadedConsultationSchema,
  nameMaxLength,
  otherCategory,
  validateConsultation,
  type ConsultationField,
  type ConsultationSchema,
  type ConsultationValues,
  type FieldErrors,
} from './consultation-values.ts';
import { caretAfterDigits, countDigits, formatPhoneAsTyped } from '@taesung/shared/phone';
import { usePhoneFormat } from './use-phone-format.ts';
import styles from './consultation-form.module.css';

export interface ConsultationFormProps {
  setting: Setting | undefined;
  /** Practice preselected by the page that linked here (`?category=`). */
  initialCategory?: string;
  /** Office preselected by the page that linked here (`?office=`). */
  initialOffice?: string;
  /** A calculator's summary to start the message with (`?summary=`); the visitor may change it. */
  initialContent?: string;
  /** The calculator the visitor came from (`?from=`), sent with the request. */
  source?: string;
}

const fieldId = (field: ConsultationField | 'website') => `consultation-${field}`;
const errorId = (field: ConsultationField) => `consultation-${field}-error`;

interface Receipt {
  phone: string;
  contactTime: string;
}

/**
 * What the form's fields hold, when it is not what was rendered: typed, or filled in by the browser, into the
 * server's markup before the page's script ran. `null` when the fields hold what was rendered.
 */
function valuesInForm(form: HTMLFormElement, rendered: ConsultationValues): ConsultationValues | null {
  const read = (name: keyof ConsultationValues, fallback: string) => {
    const control = form.elements.namedItem(name);
    return control && 'value' in control ? String(control.value) : fallback;
  };
  const agree = form.elements.namedItem('agree');
  const found: ConsultationValues = {
    name: read('name', rendered.name),
    phone: formatPhoneAsTyped(read('phone', rendered.phone)),
    category: read('category', rendered.category),
    office: read('office', rendered.office),
    contactTime: read('contactTime', rendered.contactTime),
    content: read('content', rendered.content),
    agree: agree instanceof HTMLInputElement ? agree.checked : rendered.agree,
    website: read('website', rendered.website),
    source: rendered.source,
  };
  const keys = Object.keys(found) as (keyof ConsultationValues)[];
  return keys.some((key) => found[key] !== rendered[key]) ? found : null;
}

/**
 * The consultation request. Validated with the API's schema before it is sent; what was typed survives every
 * failure (field errors, the server's refusal, a lost connection) and a reload (a draft in this tab's session
 * storage). An Enter that confirms a Hangul composition never sends the form.
 */
export function ConsultationForm({
  setting,
  initialCategory = '',
  initialOffice = '',
  initialContent = '',
  source = '',
}: ConsultationFormProps) {
  const { t } = useTranslation(namespace);
  const displayPhone = usePhoneFormat();
  const [submitRequest, { isLoading: sending }] = useSubmitConsultationRequestMutation();
  const storedDraft = useSyncExternalStore(subscribeToNothing, readDraft, () => null);
  const [edited, setValues] = useState<ConsultationValues | null>(null);
  const start = emptyValues(initialCategory, initialOffice, initialContent, source);
  const values = edited ?? restoreDraft(start, initialCategory, storedDraft) ?? start;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [focusRequest, setFocusRequest] = useState<{
    target: ConsultationField | 'server' | 'receipt';
    at: number;
  } | null>(null);
  const [schema, setSchema] = useState<ConsultationSchema | null>(loadedConsultationSchema);
  const formRef = useRef<HTMLFormElement>(null);
  const composing = useRef(false);
  const phoneCaret = useRef<number | null>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const serverErrorRef = useRef<HTMLDivElement>(null);
  const receiptRef = useRef<HTMLHeadingElement>(null);

  // The schema (and zod with it) is loaded when the visitor first moves into the form, not with the page.
  const prepare = () => {
    if (!schema) void loadConsultationSchema().then((loaded) => setSchema(() => loaded));
  };

  // Hydration keeps what the visitor typed into the server's markup, but the state does not know it, and the next
  // render would wipe it: the state takes it over first.
  useLayoutEffect(() => {
    const typed = formRef.current && valuesInForm(formRef.current, values);
    if (typed) setValues(typed);
    // Only the first render in the browser can meet fields the state does not know.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (edited && !receipt) saveDraft(edited, initialCategory);
  }, [edited, receipt, initialCategory]);

  useLayoutEffect(() => {
    const input = phoneRef.current;
    const digits = phoneCaret.current;
    if (input && digits !== null && document.activeElement === input) {
      const caret = caretAfterDigits(values.phone, digits);
      input.setSelectionRange(caret, caret);
    }
    phoneCaret.current = null;
  }, [values.phone]);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'server') serverErrorRef.current?.focus();
    else if (focusRequest.target === 'receipt') receiptRef.current?.focus();
    else focusField(focusRequest.target);
  }, [focusRequest]);

  const update = (next: ConsultationValues) => {
    setValues(next);
    if (attempted && schema) setErrors(validateConsultation(schema, next).errors);
  };

  const change =
    (field: keyof ConsultationValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const target = event.currentTarget;
      const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
      update({ ...values, [field]: value });
    };

  const changePhone = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const caret = input.selectionStart ?? input.value.length;
    phoneCaret.current = countDigits(input.value.slice(0, caret));
    update({ ...values, phone: formatPhoneAsTyped(input.value) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    if (isCompositionEnter(event) || composing.current) event.preventDefault();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (composing.current || sending) return;
    const { data, errors: found } = validateConsultation(schema ?? (await loadConsultationSchema()), values);
    setAttempted(true);
    setErrors(found);
    setServerError(null);
    if (!data) {
      const first = firstErrorField(found);
      if (first) setFocusRequest({ target: first, at: Date.now() });
      return;
    }
    try {
      await submitRequest(data).unwrap();
      clearDraft();
      setReceipt({ phone: data.phone, contactTime: data.contactTime });
      setValues(emptyValues(initialCategory, initialOffice));
      setAttempted(false);
      setErrors({});
      setFocusRequest({ target: 'receipt', at: Date.now() });
    } catch (error) {
      setServerError(
        apiErrorMessage(error, {
          failed: t('form.errors.rejected'),
          network: t('form.errors.network'),
          unexpected: t('form.errors.network'),
          tooMany: t('form.errors.tooMany'),
          server: t('form.errors.server'),
        }),
      );
      setFocusRequest({ target: 'server', at: Date.now() });
    }
  };

  if (receipt) {
    return (
      <section className={styles.receipt} aria-labelledby="consultation-receipt-title">
        <span className={styles.receiptIcon} aria-hidden="true" />
        <h2 id="consultation-receipt-title" ref={receiptRef} tabIndex={-1} className={styles.receiptTitle}>
          {t('form.success.title')}
        </h2>
        <p className={styles.receiptLead}>
          {t('form.success.lead', {
            phone: displayPhone(receipt.phone),
            time: t(`form.contactTimes.${receipt.contactTime}`),
          })}
        </p>
        <h3 className={styles.nextTitle}>{t('form.success.nextTitle')}</h3>
        <ol className={styles.next}>
          <li>{t('form.success.next.review')}</li>
          <li>{t('form.success.next.call')}</li>
          <li>{t('form.success.next.prepare')}</li>
        </ol>
        {setting?.phone ? (
          <p className={styles.receiptNote}>
            {t('form.success.urgent')}{' '}
            <a href={phoneHref(setting.phone)} className={`${styles.inlineLink} ${styles.nowrap}`}>
              {displayPhone(setting.phone)}
            </a>
          </p>
        ) : null}
        <p className={styles.receiptActions}>
          <button type="button" className={styles.secondaryButton} onClick={() => setReceipt(null)}>
            {t('form.success.again')}
          </button>
          <Link to="/" className={styles.secondaryButton}>
            {t('common:notFound.home')}
          </Link>
        </p>
      </section>
    );
  }

  const offices: readonly Office[] = setting?.offices ?? [];
  const errorCount = fieldOrder.filter((field) => errors[field]).length;
  const describedBy = (field: ConsultationField, ...hints: string[]) =>
    [...hints, errors[field] ? errorId(field) : null].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: ConsultationField) =>
    errors[field] ? (
      <p id={errorId(field)} className={styles.fieldError}>
        <span className={styles.errorIcon} aria-hidden="true">
          !
        </span>
        {t(`form.errors.${errors[field]}`)}
      </p>
    ) : null;

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-labelledby="consultation-form-title"
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
      <h2 id="consultation-form-title" className={styles.formTitle}>
        {t('form.title')}
      </h2>
      <p className={styles.requiredNote}>
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>{' '}
        {t('form.requiredNote')}
      </p>

      {attempted && errorCount > 0 ? (
        <div className={styles.summary} aria-labelledby="consultation-summary-title">
          <h3 id="consultation-summary-title" className={styles.summaryTitle}>
            {t('form.summary.title', { count: errorCount })}
          </h3>
          <ul className={styles.summaryList}>
            {fieldOrder
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
                    {t(`form.errors.${errors[field]}`)}
                  </a>
                </li>
              ))}
          </ul>
        </div>
      ) : null}

      {serverError ? (
        <div ref={serverErrorRef} className={styles.serverError} role="alert" tabIndex={-1}>
          <p className={styles.serverErrorTitle}>{t('form.errors.notSent')}</p>
          <p className={styles.serverErrorMessage}>{serverError}</p>
          <p className={styles.serverErrorKept}>{t('form.errors.kept')}</p>
        </div>
      ) : null}

      <Field label={t('form.fields.name')} htmlFor={fieldId('name')} required>
        <input
          id={fieldId('name')}
          name="name"
          type="text"
          autoComplete="name"
          maxLength={nameMaxLength}
          className={styles.input}
          value={values.name}
          onChange={change('name')}
          aria-required="true"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
        />
        {fieldError('name')}
      </Field>

      <Field label={t('form.fields.phone')} htmlFor={fieldId('phone')} required>
        <p id="consultation-phone-hint" className={styles.hint}>
          {t('form.hints.phone')}
        </p>
        <input
          ref={phoneRef}
          id={fieldId('phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={13}
          placeholder={t('form.placeholders.phone')}
          className={`${styles.input} ${styles.phone}`}
          value={values.phone}
          onChange={changePhone}
          aria-required="true"
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy('phone', 'consultation-phone-hint')}
        />
        {fieldError('phone')}
      </Field>

      <Field label={t('form.fields.category')} htmlFor={fieldId('category')} required>
        <select
          id={fieldId('category')}
          name="category"
          className={`${styles.input} ${styles.select}`}
          value={values.category}
          onChange={change('category')}
          aria-required="true"
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={describedBy('category')}
        >
          <option value="">{t('form.placeholders.select')}</option>
          {categoryOptions.map((code) => (
            <option key={code} value={code}>
              {code === otherCategory ? t('form.categoryOther') : t(`common:${practiceLabelKey(code) ?? ''}`)}
            </option>
          ))}
        </select>
        {fieldError('category')}
      </Field>

      <RadioGroup
        field="office"
        label={t('form.fields.office')}
        describedBy={describedBy('office')}
        invalid={!!errors.office}
        error={fieldError('office')}
        value={values.office}
        options={offices.map((office) => ({ value: office.code, label: office.name }))}
        onChange={change('office')}
      />

      <RadioGroup
        field="contactTime"
        label={t('form.fields.contactTime')}
        describedBy={describedBy('contactTime')}
        invalid={!!errors.contactTime}
        error={fieldError('contactTime')}
        value={values.contactTime}
        options={contactTimeOptions.map((time) => ({ value: time, label: t(`form.contactTimes.${time}`) }))}
        onChange={change('contactTime')}
      />

      <Field label={t('form.fields.content')} htmlFor={fieldId('content')} required>
        <p id="consultation-content-hint" className={styles.hint}>
          {t('form.hints.content')}
        </p>
        <textarea
          id={fieldId('content')}
          name="content"
          rows={7}
          maxLength={contentMaxLength}
          className={`${styles.input} ${styles.textarea}`}
          value={values.content}
          onChange={change('content')}
          aria-required="true"
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describedBy('content', 'consultation-content-hint')}
        />
        <p className={styles.counter} aria-hidden="true">
          {formatNumber(values.content.length)} / {formatNumber(contentMaxLength)}
        </p>
        {fieldError('content')}
      </Field>

      <section className={styles.privacy} aria-labelledby="consultation-privacy-title">
        <h3 id="consultation-privacy-title" className={styles.privacyTitle}>
          {t('form.privacy.title')}
        </h3>
        <dl id="consultation-privacy-notice" className={styles.privacyList}>
          {(['purpose', 'items', 'retention', 'refusal'] as const).map((key) => (
            <div key={key} className={styles.privacyRow}>
              <dt>{t(`form.privacy.${key}.term`)}</dt>
              <dd>{t(`form.privacy.${key}.text`)}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.privacyLink}>
          <Link to="/terms/privacy" target="_blank" rel="noopener" className={styles.inlineLink}>
            {t('form.privacy.policyLink')}
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
            aria-describedby={describedBy('agree', 'consultation-privacy-notice')}
          />
          <span>
            <strong className={styles.consentRequired}>{t('form.privacy.requiredTag')}</strong>{' '}
            {t('form.privacy.agree')}
          </span>
        </label>
        {fieldError('agree')}
      </section>

      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={fieldId('website')}>{t('form.fields.website')}</label>
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
        {sending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}

const subscribeToNothing = () => () => undefined;

function focusField(field: ConsultationField) {
  const element =
    field === 'office' || field === 'contactTime'
      ? (document.querySelector<HTMLInputElement>(`input[name="${field}"]:checked`) ??
        document.getElementById(fieldId(field)))
      : document.getElementById(fieldId(field));
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView?.({ block: 'center' });
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

interface RadioGroupProps {
  field: 'office' | 'contactTime';
  label: string;
  describedBy: string | undefined;
  invalid: boolean;
  error: ReactNode;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

function RadioGroup({ field, label, describedBy, invalid, error, value, options, onChange }: RadioGroupProps) {
  const labelId = `${fieldId(field)}-label`;
  return (
    <div className={styles.field}>
      <p id={labelId} className={styles.label}>
        {label}
        <span className={styles.requiredMark} aria-hidden="true">
          {' '}
          *
        </span>
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required="true"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={styles.choices}
      >
        {options.map((option, index) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={field}
              id={index === 0 ? fieldId(field) : undefined}
              value={option.value}
              checked={value === option.value}
              onChange={onChange}
              className={styles.choiceInput}
            />
            <span className={styles.choiceLabel}>{option.label}</span>
          </label>
        ))}
      </div>
      {error}
    </div>
  );
}
