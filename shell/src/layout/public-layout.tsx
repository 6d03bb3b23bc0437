import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './footer/footer.tsx';
import { Header } from './header/header.tsx';
import styles from './public-layout.module.css';

/** Header, main content and footer of every public page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
