import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  apiErrorMessage,
  phoneHref,
  type ApiError,
  type ConsultationRequestInput,
  type Office,
  type Setting,
} from '@taesung/shared';
import type { BookingSlot } from '@taesung/shared/schemas';
import {
  CharacterCount,
  formClasses,
  FormField,
  PrivacyConsent,
  PublicForm,
  RadioGroup,
  Receipt,
  usePublicForm,
} from '@taesung/shared/public-form';
import { useSubmitConsultationRequestMutation, type ConsultationRequestReceipt } from '../api/consultation-requests.ts';
import { namespace } from '../i18n/index.ts';
import { privacyTexts } from './privacy-texts.ts';
import { practiceLabelKey } from '../site-groups.ts';
import { clearDraft, readDraft, restoreDraft, saveDraft } from './consultation-draft.ts';
import {
  categoryOptions,
  contactTimeOptions,
  contentMaxLength,
  emptyValues,
  fieldOrder,
  loadConsultationSchema,
  loadedConsultationSchema,
  nameMaxLength,
  otherCategory,
  validateConsultation,
  type ConsultationValues,
} from './consultation-values.ts';
import type { BookingPartName } from './booking-parts.tsx';
import { usePhoneFormat } from './use-phone-format.ts';

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

type Sent = Omit<ConsultationRequestInput, 'appointment'> & ConsultationRequestReceipt;

/**
 * The kind of consultation with its time picker, and the receipt's booked time: the booking page's chunk, loaded
 * when the visitor starts filling in the form.
 */
const bookingPart = <Name extends BookingPartName>(name: Name) =>
  lazy(() => import(/* webpackChunkName: "page-booking" */ './booking-parts.tsx').then((m) => m.loadBookingPart(name)));
const AppointmentFields = bookingPart('AppointmentFields');
const BookedAppointment = bookingPart('BookedAppointment');

/**
 * The consultation request, on the public form kit: checked with the API's schema before it is sent; what was typed
 * survives every failure (field errors, the server's refusal, a lost connection) and a reload (a draft in this
 * tab's session storage). An Enter that confirms a Hangul composition never sends the form.
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
  const [sent, setSent] = useState<Sent | null>(null);
  const [offered, setOffered] = useState<readonly BookingSlot[] | null | undefined>(null);
  const receiptRef = useRef<HTMLHeadingElement>(null);

  const form = usePublicForm({
    id: 'consultation',
    values,
    setValues,
    fieldOrder,
    phoneFields: ['phone'],
    schema: { loaded: loadedConsultationSchema, load: loadConsultationSchema },
    check: validateConsultation,
    sending,
    send: async (data) => {
      const receipt = await submitRequest(data)
        .unwrap()
        .catch((error: ApiError) => {
          if (error.code === 'SLOT_TAKEN') setOffered(error.slots);
          throw error;
        });
      clearDraft();
      setSent({ ...data, ...receipt });
      setValues(emptyValues(initialCategory, initialOffice));
      form.reset();
    },
    failureMessage: (error) =>
      apiErrorMessage(error, {
        failed: t('form.errors.rejected'),
        network: t('form.errors.network'),
        unexpected: t('form.errors.network'),
        tooMany: t('form.errors.tooMany'),
        server: t('form.errors.server'),
      }),
  });

  useEffect(() => {
    if (edited && !sent) saveDraft(edited, initialCategory);
  }, [edited, sent, initialCategory]);

  useEffect(() => {
    if (sent) receiptRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <Receipt id="consultation" title={t('form.success.title')} titleRef={receiptRef}>
        <p className={formClasses.receiptLead}>
          {t('form.success.lead', {
            phone: displayPhone(sent.phone),
            time: t(`form.contactTimes.${sent.contactTime}`),
          })}
        </p>
        <Suspense>
          <BookedAppointment sent={sent} />
        </Suspense>
        <h3 className={formClasses.nextTitle}>{t('form.success.nextTitle')}</h3>
        <ol className={formClasses.next}>
          <li>{t('form.success.next.review')}</li>
          <li>{t('form.success.next.call')}</li>
          <li>{t('form.success.next.prepare')}</li>
        </ol>
        {setting?.phone ? (
          <p className={formClasses.receiptNote}>
            {t('form.success.urgent')}{' '}
            <a href={phoneHref(setting.phone)} className={`${formClasses.inlineLink} ${formClasses.nowrap}`}>
              {displayPhone(setting.phone)}
            </a>
          </p>
        ) : null}
        <p className={formClasses.receiptActions}>
          <button type="button" className={formClasses.secondaryButton} onClick={() => setSent(null)}>
            {t('form.success.again')}
          </button>
          <Link to="/" className={formClasses.secondaryButton}>
            {t('common:notFound.home')}
          </Link>
        </p>
      </Receipt>
    );
  }

  const offices: readonly Office[] = setting?.offices ?? [];
  const error = (field: (typeof fieldOrder)[number]) =>
    form.errors[field] ? t(`form.errors.${form.errors[field]}`) : undefined;

  return (
    <PublicForm
      form={form}
      id="consultation"
      sending={sending}
      texts={{
        title: t('form.title'),
        requiredNote: t('form.requiredNote'),
        summary: (count) => t('form.summary.title', { count }),
        error: (_field, code) => t(`form.errors.${code}`),
        notSent: t('form.errors.notSent'),
        kept: t('form.errors.kept'),
        honeypot: t('form.fields.website'),
        submit: t('form.submit'),
        sending: t('form.sending'),
      }}
    >
      <FormField id={form.fieldId('name')} label={t('form.fields.name')} required error={error('name')}>
        <input
          {...form.control('name', { required: true })}
          type="text"
          autoComplete="name"
          maxLength={nameMaxLength}
          className={formClasses.input}
        />
      </FormField>

      <FormField
        id={form.fieldId('phone')}
        label={t('form.fields.phone')}
        required
        hint={t('form.hints.phone')}
        error={error('phone')}
      >
        <input
          {...form.control('phone', { required: true, hint: true })}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={13}
          placeholder={t('form.placeholders.phone')}
          className={`${formClasses.input} ${formClasses.phone}`}
        />
      </FormField>

      <FormField id={form.fieldId('category')} label={t('form.fields.category')} required error={error('category')}>
        <select
          {...form.control('category', { required: true })}
          className={`${formClasses.input} ${formClasses.select}`}
        >
          <option value="">{t('form.placeholders.select')}</option>
          {categoryOptions.map((code) => (
            <option key={code} value={code}>
              {code === otherCategory ? t('form.categoryOther') : t(`common:${practiceLabelKey(code) ?? ''}`)}
            </option>
          ))}
        </select>
      </FormField>

      <RadioGroup
        id={form.fieldId('office')}
        name="office"
        label={t('form.fields.office')}
        value={values.office}
        options={offices.map((office) => ({ value: office.code, label: office.name }))}
        onChange={form.change('office')}
        invalid={!!form.errors.office}
        describedBy={form.describedBy('office')}
        error={error('office')}
      />

      {edited ? (
        <Suspense>
          <AppointmentFields
            values={values}
            setValues={setValues}
            offered={offered}
            setOffered={setOffered}
            email={{ control: form.control('email', { hint: true }), error: error('email') }}
          />
        </Suspense>
      ) : null}

      <RadioGroup
        id={form.fieldId('contactTime')}
        name="contactTime"
        label={t('form.fields.contactTime')}
        value={values.contactTime}
        options={contactTimeOptions.map((time) => ({ value: time, label: t(`form.contactTimes.${time}`) }))}
        onChange={form.change('contactTime')}
        invalid={!!form.errors.contactTime}
        describedBy={form.describedBy('contactTime')}
        error={error('contactTime')}
      />

      <FormField
        id={form.fieldId('content')}
        label={t('form.fields.content')}
        required
        hint={t('form.hints.content')}
        error={error('content')}
      >
        <textarea
          {...form.control('content', { required: true, hint: true })}
          rows={7}
          maxLength={contentMaxLength}
          className={`${formClasses.input} ${formClasses.textarea}`}
        />
        <CharacterCount length={values.content.length} limit={contentMaxLength} />
      </FormField>

      <PrivacyConsent
        id="consultation"
        texts={privacyTexts(t, 'form.privacy')}
        checked={values.agree}
        onChange={form.change('agree')}
        error={error('agree')}
        describedBy={form.describedBy('agree', 'consultation-privacy-notice')}
      />
    </PublicForm>
  );
}

const subscribeToNothing = () => () => undefined;
