import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon, ChatIcon, MapPinIcon, PhoneIcon } from '../../ui/icons.tsx';
import { useFirmContact } from '../use-firm-contact.ts';
import styles from './contact-actions.module.css';
import { classNames } from '../../lib/class-names.ts';

/** Consultation request, phone, chat and directions, as large buttons inside the menus. */
export function ContactActions({ tone }: { tone: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const { phone, chatUrl } = useFirmContact();
  return (
    <div className={classNames(styles.actions, styles[tone])}>
      <Link to="/contact/consultation" className={styles.primary}>
        {t('nav.consultation')}
        <ArrowRightIcon width={20} height={20} />
      </Link>
      {phone ? (
        <a href={phone.href} className={`${styles.secondary} ${styles.phone}`}>
          <PhoneIcon width={20} height={20} />
          <span className={styles.phoneText}>
            <span className={styles.caption}>{t('header.phone')}</span>{' '}
            <span className={styles.number}>{phone.display}</span>
          </span>
        </a>
      ) : null}
      {chatUrl ? (
        <a href={chatUrl} className={styles.secondary} target="_blank" rel="noopener noreferrer">
          <ChatIcon width={20} height={20} />
          {t('header.chat')}
          <span className="visually-hidden"> ({t('header.newWindow')})</span>
        </a>
      ) : null}
      <Link to="/contact/seoul" className={styles.secondary}>
        <MapPinIcon width={20} height={20} />
        {t('header.directions')}
      </Link>
    </div>
  );
}
