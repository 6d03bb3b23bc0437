import { useTranslation } from 'react-i18next';
import { claims, formatNumber, useLocale } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';
import { SectionHeader } from './section-header.tsx';
import { ClaimIllustration, type ClaimKey } from './claim-illustration.tsx';
import styles from './expertise.module.css';

/** The claims of the firm (seed §1) in the order they are told; numbers come from `claims`. */
export const claimCards: readonly { claim: ClaimKey; value?: number }[] = [
  { claim: 'consultations', value: claims.consultations },
  { claim: 'years', value: claims.years },
  { claim: 'lawyersPerCase', value: claims.lawyersPerCase },
  { claim: 'familyOnly' },
  { claim: 'television' },
  { claim: 'lateLifeDivorce' },
  { claim: 'subscribers', value: claims.subscribers },
];

/** What the team brings: the claims as cards, each with a drawing, linking to the team's page. */
export function Expertise() {
  const { t } = useTranslation(namespace);
  const locale = useLocale();
  const numberLocale = locale === 'en' ? 'en-US' : 'ko-KR';

  return (
    <section className={styles.section} aria-labelledby="home-expertise-title">
      <div className={styles.inner}>
        <SectionHeader
          id="home-expertise-title"
          title={t('expertise.heading')}
          lead={t('expertise.lead')}
          more={{ to: '/taesung/center', label: t('expertise.more') }}
        />
        <ul className={styles.cards}>
          {claimCards.map(({ claim, value }) => {
            const values = value === undefined ? {} : { value: formatNumber(value, numberLocale) };
            const text = t(`expertise.claims.${claim}.text`, { defaultValue: '' });
            return (
              <li key={claim} className={styles.card} data-claim={claim}>
                <ClaimIllustration claim={claim} className={styles.illustration} />
                <h3 className={styles.title}>{t(`expertise.claims.${claim}.title`, values)}</h3>
                {text ? <p className={styles.text}>{text}</p> : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
