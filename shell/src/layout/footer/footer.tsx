import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFooterLinks, useLocale, type Setting } from '@taesung/shared';
import { ExternalIcon } from '../../ui/icons.tsx';
import { Wordmark } from '../../ui/wordmark.tsx';
import { externalUrl, phoneLink, useFirmContact } from '../use-firm-contact.ts';
import styles from './footer.module.css';

const socialKeys = ['youtube', 'blog', 'instagram', 'facebook', 'twitter'] as const;

function Offices({ offices }: { offices: Setting['offices'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (offices.length === 0) return null;
  return (
    <section className={styles.offices} aria-labelledby="footer-offices">
      <h2 id="footer-offices" className="visually-hidden">
        {t('footer.offices')}
      </h2>
      <ul className={styles.officeList}>
        {offices.map((office) => {
          const phone = phoneLink(office.phone, locale);
          return (
            <li key={office.code}>
              <h3 className={styles.officeName}>{office.name}</h3>
              <p className={styles.address}>{office.address}</p>
              {phone ? (
                <p className={styles.officePhone}>
                  <span className={styles.label}>{t('footer.officePhone')}</span>{' '}
                  <a href={phone.href}>{phone.display}</a>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Every public page's footer: the offices and the firm's details from the site settings (with the lawyer
 * responsible for advertising, whom the bar's advertising rules ask every page to name), the privacy policy and
 * terms, social links and the copyright. Without the settings it keeps what i18n alone provides.
 */
export function Footer() {
  const { t } = useTranslation();
  const { setting, phone } = useFirmContact();
  const links = useFooterLinks();
  const firm = setting?.firmName?.trim() || t('firm.name');
  const email = setting?.email?.trim();
  const social = socialKeys.flatMap((key) => {
    const url = externalUrl(setting?.social[key]);
    return url ? [{ key, url }] : [];
  });

  return (
    <footer className={styles.footer} data-site-footer="">
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <Wordmark tone="light" size="lg" />
            <p className={styles.tagline}>{t('firm.tagline')}</p>
          </div>
          <nav aria-label={t('footer.legal')} className={styles.legal}>
            <ul>
              {links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className={link.strong ? styles.privacy : undefined}>
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        {setting ? <Offices offices={setting.offices} /> : null}

        {setting ? (
          <section aria-labelledby="footer-info" className={styles.details}>
            <h2 id="footer-info" className="visually-hidden">
              {t('footer.info')}
            </h2>
            {setting.representatives.trim() ? (
              <p className={styles.representatives}>{setting.representatives}</p>
            ) : null}
            <dl className={styles.info}>
              <div>
                <dt>{t('footer.registrationNumber')}</dt>
                <dd>{setting.registrationNumber}</dd>
              </div>
              {setting.advertisingLawyer.trim() ? (
                <div>
                  <dt>{t('footer.advertisingLawyer')}</dt>
                  <dd>{setting.advertisingLawyer}</dd>
                </div>
              ) : null}
              {phone ? (
                <div>
                  <dt>{t('footer.phone')}</dt>
                  <dd>
                    <a href={phone.href}>{phone.display}</a>
                  </dd>
                </div>
              ) : null}
              {email ? (
                <div>
                  <dt>{t('footer.email')}</dt>
                  <dd>
                    <a href={`mailto:${email}`}>{email}</a>
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>
        ) : null}

        <div className={styles.bottom}>
          <p className={styles.disclaimer}>{t('footer.disclaimer')}</p>
          <div className={styles.bottomRow}>
            <p className={styles.copyright}>{t('footer.copyright', { firm })}</p>
            {social.length > 0 ? (
              <ul className={styles.social} aria-label={t('footer.social')}>
                {social.map(({ key, url }) => (
                  <li key={key}>
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      {t(`footer.socialNames.${key}`)}
                      <ExternalIcon width={14} height={14} />
                      <span className="visually-hidden"> ({t('header.newWindow')})</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </div>
    </footer>
  );
}
