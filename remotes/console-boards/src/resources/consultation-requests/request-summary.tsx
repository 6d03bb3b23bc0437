import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, phoneHref, type ConsultationRequest } from '@taesung/shared';
import { formatDateTimeMinutes } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { RequestFiles } from './request-files.tsx';
import { useAppointmentLabel, useRequestLabel } from './request-values.ts';
import { StatusBadge } from './status-badge.tsx';
import styles from './request-detail.module.css';

/** Every field of a request, in full: this is the one screen that shows the name and number unmasked. */
export function RequestSummary({ request }: { request: ConsultationRequest }) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  const label = useRequestLabel();
  const appointmentLabel = useAppointmentLabel();
  const phone = formatPhone(request.phone);
  const rows: [string, ReactNode][] = [
    ['createdAt', formatDateTimeMinutes(request.createdAt)],
    ['name', request.name],
    [
      'phone',
      <a key="phone" href={phoneHref(request.phone)} aria-label={t('requests.detail.call', { phone })}>
        {phone}
      </a>,
    ],
    ...(request.email
      ? [
          [
            'email',
            <a key="email" href={`mailto:${request.email}`}>
              {request.email}
            </a>,
          ] as [string, ReactNode],
        ]
      : []),
    ['category', label('categories', request.category)],
    ...(request.source ? [['source', label('sources', request.source)] as [string, ReactNode]] : []),
    ['office', label('offices', request.office)],
    ['contactTime', label('contactTimes', request.contactTime)],
    ...(request.appointment ? [['appointment', appointmentLabel(request.appointment)] as [string, ReactNode]] : []),
    [
      'content',
      <span key="content" className={styles.content}>
        {request.content}
      </span>,
    ],
    ['files', <RequestFiles key="files" files={request.files} />],
    ['agree', request.agree ? t('requests.detail.agreed') : t('requests.detail.notAgreed')],
    ['locale', label('locales', request.locale)],
    ['updatedAt', formatDateTimeMinutes(request.updatedAt)],
  ];
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHead}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t('requests.detail.request')}
        </h2>
        <StatusBadge status={request.status} />
      </div>
      <dl className={styles.fields}>
        {rows.map(([key, value]) => (
          <div key={key} className={styles.field} data-field={key}>
            <dt>{t(`requests.detail.fields.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
