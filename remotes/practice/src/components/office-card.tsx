import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { phoneHref, ResponsiveImage, useLocale, type Locale, type Office } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';
import { Lines, Steps } from './multiline.tsx';
import { usePhoneFormat } from './use-phone-format.ts';
import styles from './office-card.module.css';

export interface OfficeCardProps {
  office: Office;
  /** `full`: directions, parking and the map link (the directions pages); `summary`: address, phone, hours. */
  variant?: 'full' | 'summary';
  /** Where the summary's directions link goes. */
  directionsPath?: string;
  headingLevel?: 2 | 3;
}

/**
 * The office on an online map service: the address staff set (`mapUrl`), otherwise a link to the office's
 * coordinates (Kakao Map for Korean readers, Google Maps for English ones). A link, never an embedded map.
 */
export function mapLinkOf(office: Office, locale: Locale): string {
  if (office.mapUrl) return office.mapUrl;
  if (locale === 'en') return `https://www.google.com/maps/search/?api=1&query=${office.lat},${office.lng}`;
  return `https://map.kakao.com/link/map/${encodeURIComponent(office.name)},${office.lat},${office.lng}`;
}

/** An office: where it is, how to call, when it is open and, in full, how to get there. */
export function OfficeCard({ office, variant = 'full', directionsPath, headingLevel = 2 }: OfficeCardProps) {
  const { t } = useTranslation(namespace);
  const displayPhone = usePhoneFormat();
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const headingId = `office-${office.code}`;
  return (
    <section className={variant === 'full' ? `${styles.card} ${styles.full}` : styles.card} aria-labelledby={headingId}>
      {variant === 'full' && office.image ? (
        <div className={styles.media}>
          <ResponsiveImage
            src={office.image}
            alt={t('office.imageAlt', { name: office.name })}
            width={960}
            height={600}
            sizes="(min-width: 1024px) 480px, 100vw"
            className={styles.image}
          />
        </div>
      ) : null}
      <div className={styles.body}>
        <Heading id={headingId} className={styles.name}>
          {office.name}
        </Heading>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('office.address')}</dt>
            <dd>{office.address}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('office.phone')}</dt>
            <dd>
              <a href={phoneHref(office.phone)} className={styles.phone}>
                {displayPhone(office.phone)}
              </a>
            </dd>
          </div>
          {office.fax ? (
            <div className={styles.fact}>
              <dt>{t('office.fax')}</dt>
              <dd>{displayPhone(office.fax)}</dd>
            </div>
          ) : null}
          <div className={styles.fact}>
            <dt>{t('office.hours')}</dt>
            <dd>
              <Lines text={office.hours} className={styles.text} listClassName={styles.lines} />
            </dd>
          </div>
        </dl>
        {variant === 'full' ? (
          <>
            <h3 className={styles.subheading}>{t('office.directions')}</h3>
            <Steps
              text={office.directions}
              className={styles.text}
              listClassName={styles.steps}
              noteClassName={styles.note}
            />
            <h3 className={styles.subheading}>{t('office.parking')}</h3>
            <Lines text={office.parking} className={styles.text} listClassName={styles.lines} />
          </>
        ) : null}
        <p className={styles.links}>
          {variant === 'full' ? (
            <a href={mapLinkOf(office, locale)} target="_blank" rel="noopener noreferrer" className={styles.button}>
              {t('office.map')}
              <span className="visually-hidden"> ({t('ui.newWindow')})</span>
              <span aria-hidden="true" className={styles.external}>
                ↗
              </span>
            </a>
          ) : null}
          {variant === 'summary' && directionsPath ? (
            <Link to={directionsPath} className={styles.button}>
              {t('office.directionsLink')}
            </Link>
          ) : null}
          <a href={phoneHref(office.phone)} className={`${styles.button} ${styles.call}`}>
            {t('office.call')}
          </a>
        </p>
      </div>
    </section>
  );
}
