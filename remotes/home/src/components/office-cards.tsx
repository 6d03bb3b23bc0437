import { useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  entranceAnimation,
  formatPhone,
  formatPhoneInternational,
  phoneHref,
  ResponsiveImage,
  useLocale,
  type Office,
  type OfficeCode,
} from '@taesung/shared';
import { useEntrance } from './use-entrance.ts';
import { namespace } from '../i18n/index.ts';
import { SectionHeader } from './section-header.tsx';
import styles from './office-cards.module.css';

interface OfficeCardSpec {
  code: OfficeCode;
  /** `common` keys. */
  title: string;
  linkLabel: string;
  link: string;
  animation: 'fade-right' | 'fade-left';
  delay: number;
}

/** The two teams shown on the home page (seed §1), each with its entrance. */
export const officeCardSpecs: readonly OfficeCardSpec[] = [
  {
    code: 'seoul-main',
    title: 'nav.team.seoul',
    linkLabel: 'nav.contact.seoul',
    link: '/contact/seoul',
    animation: 'fade-right',
    delay: entranceAnimation.delay,
  },
  {
    code: 'incheon',
    title: 'nav.team.incheon',
    linkLabel: 'nav.contact.incheon',
    link: '/contact/incheon',
    animation: 'fade-left',
    delay: entranceAnimation.delay * 2,
  },
];

function OfficeCard({ spec, office }: { spec: OfficeCardSpec; office: Office }) {
  const { t } = useTranslation(namespace);
  const locale = useLocale();
  const ref = useRef<HTMLLIElement>(null);
  const entrance = useEntrance(ref);
  const timing = {
    '--enter-duration': `${entranceAnimation.duration}ms`,
    '--enter-delay': `${spec.delay}ms`,
  } as CSSProperties;

  return (
    <li ref={ref} className={styles.card} style={timing} data-entrance={entrance} data-animation={spec.animation}>
      <span className={styles.picture}>
        {office.image ? (
          <ResponsiveImage
            className={styles.image}
            src={office.image}
            alt=""
            width={1280}
            height={720}
            sizes="(min-width: 1280px) 620px, (min-width: 768px) 48vw, 100vw"
          />
        ) : null}
      </span>
      <span className={styles.body}>
        <h3 className={styles.title}>{t(spec.title, { ns: 'common' })}</h3>
        <span className={styles.office}>{office.name}</span>
        <span className={styles.address}>{office.address}</span>
        <span className={styles.meta}>
          <span>
            {t('offices.phone')}{' '}
            <a className={styles.phone} href={phoneHref(office.phone)}>
              {locale === 'en' ? formatPhoneInternational(office.phone) : formatPhone(office.phone)}
            </a>
          </span>
          {office.hours ? (
            <span>
              {t('offices.hours')} {office.hours}
            </span>
          ) : null}
        </span>
        <Link className={styles.link} to={spec.link}>
          {t(spec.linkLabel, { ns: 'common' })}
          <svg className={styles.arrow} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M2 8h11M9 4l4 4-4 4"
              stroke="currentColor"
              strokeWidth="1.8"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </Link>
      </span>
    </li>
  );
}

export interface OfficeCardsProps {
  offices: readonly Office[];
}

/** The Seoul and Incheon teams, from the offices of the settings, each linking to its directions. */
export function OfficeCards({ offices }: OfficeCardsProps) {
  const { t } = useTranslation(namespace);
  const cards = officeCardSpecs.flatMap((spec) => {
    const office = offices.find((candidate) => candidate.code === spec.code);
    return office ? [{ spec, office }] : [];
  });
  if (cards.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="home-offices-title">
      <div className={styles.inner}>
        <SectionHeader id="home-offices-title" title={t('offices.heading')} lead={t('offices.lead')} />
        <ul className={styles.cards}>
          {cards.map(({ spec, office }) => (
            <OfficeCard key={spec.code} spec={spec} office={office} />
          ))}
        </ul>
      </div>
    </section>
  );
}
