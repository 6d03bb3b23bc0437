import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { phoneHref, type Setting } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';
import { usePhoneFormat } from './use-phone-format.ts';
import styles from './cta-block.module.css';

export interface CtaBlockProps {
  setting: Setting | undefined;
  /** The practice code the consultation request starts with. */
  category?: string;
  /** The office the consultation request starts with. */
  office?: string;
  headingId?: string;
}

/** How to reach a lawyer: the main number, the chat service and the consultation request. */
export function CtaBlock({ setting, category, office, headingId = 'cta-title' }: CtaBlockProps) {
  const { t } = useTranslation(namespace);
  const displayPhone = usePhoneFormat();
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (office) query.set('office', office);
  const queryString = query.toString();
  const search = queryString ? `?${queryString}` : '';
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.intro}>
          <h2 id={headingId} className={styles.title}>
            {t('cta.title')}
          </h2>
          <p className={styles.body}>{t('cta.body')}</p>
        </div>
        <ul className={styles.actions}>
          <li>
            <Link to={`/contact/consultation${search}`} className={`${styles.action} ${styles.primary}`}>
              <span className={styles.label}>{t('cta.request')}</span>
              <span className={styles.hint}>{t('cta.requestHint')}</span>
            </Link>
          </li>
          {setting?.phone ? (
            <li>
              <a href={phoneHref(setting.phone)} className={styles.action}>
                <span className={styles.label}>{t('cta.phone')}</span>
                <span className={styles.value}>{displayPhone(setting.phone)}</span>
              </a>
            </li>
          ) : null}
          {setting?.chatUrl ? (
            <li>
              <a href={setting.chatUrl} target="_blank" rel="noopener noreferrer" className={styles.action}>
                <span className={styles.label}>{t('cta.chat')}</span>
                <span className={styles.hint}>
                  {t('cta.chatHint')}
                  <span className="visually-hidden"> ({t('ui.newWindow')})</span>
                </span>
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}
