import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.name}>{t('firm.fullName')}</p>
        <nav aria-label={t('nav.terms.privacy')}>
          <Link to="/terms/privacy">{t('nav.terms.privacy')}</Link> <Link to="/terms/service">{t('nav.terms.service')}</Link>
        </nav>
      </div>
    </footer>
  );
}
