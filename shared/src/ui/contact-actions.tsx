import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
// Through the package's main entry, the page's one instance (see page-states.tsx).
import { formatPhone, formatPhoneInternational, phoneHref, useLocale, type Setting } from '@taesung/shared';
import styles from './contact-actions.module.css';

export interface ContactActionsProps {
  setting: Setting | undefined;
  headingId: string;
  /**
   * The namespace holding the box's texts under `contact` (`title`, `body`, `phone`, `chat`, `chatNewWindow`,
   * `consultation`): each page says it in its own words, in the texts it already loads.
   */
  namespace: string;
}

/** Phone, chat and consultation request: how a visitor reaches the team from the page they read. */
export function ContactActions({ setting, headingId, namespace }: ContactActionsProps) {
  const { t } = useTranslation(namespace);
  const locale = useLocale();
  const phone = setting?.phone;
  const shownPhone = locale === 'en' ? formatPhoneInternational(phone) : formatPhone(phone);
  return (
    <section className={styles.contact} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('contact.title')}
      </h2>
      <p className={styles.body}>{t('contact.body')}</p>
      <ul className={styles.actions}>
        {phone ? (
          <li>
            <a href={phoneHref(phone)} className={styles.primary}>
              {t('contact.phone', { phone: shownPhone })}
            </a>
          </li>
        ) : null}
        {setting?.chatUrl ? (
          <li>
            <a href={setting.chatUrl} className={styles.secondary} target="_blank" rel="noopener noreferrer">
              {t('contact.chat')}
              <span className="visually-hidden"> ({t('contact.chatNewWindow')})</span>
            </a>
          </li>
        ) : null}
        <li>
          <Link to="/contact/consultation" className={styles.secondary}>
            {t('contact.consultation')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
