import { Suspense, useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageViews } from '../routing/page-views.ts';
import { BackToTop } from './back-to-top/back-to-top.tsx';
import { useCopyProtection } from './copy-protection.ts';
import { DeferredFooter } from './footer/deferred-footer.tsx';
// The footer's styles come with the start-up, though its code is loaded when the visitor nears it.
import './footer/footer.module.css';
import { Header } from './header/header.tsx';
import styles from './public-layout.module.css';

/** Header, main content and footer of every public page, with its copy protection and page views. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useCopyProtection();
  usePageViews();
  const top = useCallback(() => document.querySelector<HTMLElement>('[data-page-top]'), []);
  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main" data-page-top>
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Suspense fallback={null}>
        <DeferredFooter />
      </Suspense>
      <BackToTop focusTarget={top} />
    </div>
  );
}
