import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, phoneHref, type ConsultationRequest } from '@taesung/shared';
import { formatDateTimeMinutes } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { FormFiles } from './form-files.tsx';
import { useFormLabel } from './form-values.ts';
import { StatusBadge } from './status-badge.tsx';
import styles from './form-detail.module.css';

/** Every field of a request, in full: this is the one screen that shows the name and number unmasked. */
export function FormSummary({ form }: { form: ConsultationRequest }) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  const label = useFormLabel();
  const phone = formatPhone(form.phone);
  const rows: [string, ReactNode][] = [
    ['createdAt', formatDateTimeMinutes(form.createdAt)],
    ['name', form.name],
    [
      'phone',
      <a key="phone" href={phoneHref(form.phone)} aria-label={t('forms.detail.call', { phone })}>
        {phone}
      </a>,
    ],
    ['category', label('categories', form.category)],
    ...(form.source ? [['source', label('sources', form.source)] as [string, ReactNode]] : []),
    ['office', label('offices', form.office)],
    ['contactTime', label('contactTimes', form.contactTime)],
    [
      'content',
      <span key="content" className={styles.content}>
        {form.content}
      </span>,
    ],
    ['files', <FormFiles key="files" files={form.files} />],
    ['agree', form.agree ? t('forms.detail.agreed') : t('forms.detail.notAgreed')],
    ['locale', label('locales', form.locale)],
    ['updatedAt', formatDateTimeMinutes(form.updatedAt)],
  ];
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHead}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t('forms.detail.request')}
        </h2>
        <StatusBadge status={form.status} />
      </div>
      <dl className={styles.fields}>
        {rows.map(([key, value]) => (
          <div key={key} className={styles.field} data-field={key}>
            <dt>{t(`forms.detail.fields.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
