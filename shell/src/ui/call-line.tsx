import { useTranslation } from 'react-i18next';
import { useFirmContact } from '../layout/use-firm-contact.ts';
import { PhoneIcon } from './icons.tsx';
import styles from './call-line.module.css';

/** "Urgent? Call the main line" with the number from the settings; nothing while the settings are unavailable. */
export function CallLine({ text }: { text: string }) {
  const { t } = useTranslation();
  const { phone } = useFirmContact();
  if (!phone) return null;
  return (
    <p className={styles.line}>
      <span>{text}</span>{' '}
      <a href={phone.href} className={styles.phone}>
        <PhoneIcon width={18} height={18} />
        <span className="visually-hidden">{t('header.phone')} </span>
        {phone.display}
      </a>
    </p>
  );
}
