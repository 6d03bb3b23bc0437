import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { header } from '@taesung/shared';
import { desktopQuery, useMediaQuery } from '../../lib/use-media-query.ts';
import { useScrolledPast } from '../../lib/use-scrolled-past.ts';
import { ChatIcon, MapPinIcon, MenuIcon, PhoneIcon } from '../../ui/icons.tsx';
import { Wordmark } from '../../ui/wordmark.tsx';
import { useFirmContact } from '../use-firm-contact.ts';
import { DesktopNav } from './desktop-nav.tsx';
import { HeaderSearch } from './header-search.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import styles from './header.module.css';

/** The menus' panels are loaded on the first open: most visits never open them. */
const SideMenu = lazy(() => import('./side-menu.tsx').then((module) => ({ default: module.SideMenu })));
const MobileDrawer = lazy(() => import('./mobile-drawer.tsx').then((module) => ({ default: module.MobileDrawer })));

/**
 * The fixed header of every public page. Which layout shows (desktop from `header.desktopFrom`, mobile below) is
 * decided by CSS, so the server's markup is right at once; the hamburger opens the side menu on desktop and the
 * drawer on mobile. An open menu belongs to the page and layout it was opened on: navigating or crossing the
 * breakpoint closes it.
 */
export function Header() {
  const { t } = useTranslation();
  const location = useLocation();
  const scrolled = useScrolledPast(header.scrolledAfter);
  const desktop = useMediaQuery(desktopQuery);
  const { phone, chatUrl } = useFirmContact();
  const [openedOn, setOpenedOn] = useState<{ key: string; desktop: boolean } | null>(null);
  const open = openedOn !== null && openedOn.key === location.key && openedOn.desktop === desktop;
  const [menuWanted, setMenuWanted] = useState(false);
  if (open && !menuWanted) setMenuWanted(true);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    setOpenedOn(null);
    toggleRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <>
      <header
        className={`${styles.header} ${scrolled ? styles.scrolled : ''}`}
        data-layout={desktop ? 'desktop' : 'mobile'}
      >
        <div className={styles.utility}>
          <div className={styles.utilityInner}>
            <HeaderSearch tone="bar" />
            <nav aria-label={t('header.utility')}>
              <ul className={styles.utilityLinks}>
                <li>
                  <Link to="/contact/seoul" className={styles.utilityLink}>
                    <MapPinIcon width={16} height={16} />
                    {t('header.directions')}
                  </Link>
                </li>
                {chatUrl ? (
                  <li>
                    <a href={chatUrl} className={styles.utilityLink} target="_blank" rel="noopener noreferrer">
                      <ChatIcon width={16} height={16} />
                      {t('header.chat')}
                      <span className="visually-hidden"> ({t('header.newWindow')})</span>
                    </a>
                  </li>
                ) : null}
                {phone ? (
                  <li>
                    <a href={phone.href} className={`${styles.utilityLink} ${styles.utilityPhone}`}>
                      <PhoneIcon width={16} height={16} />
                      <span className={styles.phoneCaption}>{t('header.phone')}</span> {phone.display}
                    </a>
                  </li>
                ) : null}
              </ul>
            </nav>
            <LanguageSwitch tone="light" />
          </div>
        </div>
        <div className={styles.bar}>
          <div className={styles.barInner}>
            <Link to="/" className={styles.logo} aria-label={t('header.home')}>
              <Wordmark />
            </Link>
            <DesktopNav className={styles.desktopNav} />
            <div className={styles.actions}>
              {phone ? (
                <a href={phone.href} className={`${styles.iconButton} ${styles.mobileCall}`}>
                  <PhoneIcon />
                  <span className="visually-hidden">{t('header.callNumber', { number: phone.display })}</span>
                </a>
              ) : null}
              <Link to="/contact/consultation" className={styles.cta}>
                {t('nav.consultation')}
              </Link>
              <button
                ref={toggleRef}
                type="button"
                className={styles.iconButton}
                aria-expanded={open}
                aria-controls={menuWanted ? panelId : undefined}
                onClick={() => (open ? close() : setOpenedOn({ key: location.key, desktop }))}
              >
                <MenuIcon />
                <span className="visually-hidden">{t('header.menuOpen')}</span>
              </button>
            </div>
          </div>
        </div>
      </header>
      {menuWanted ? (
        <Suspense fallback={null}>
          {desktop ? (
            <SideMenu id={panelId} open={open} onClose={close} />
          ) : (
            <MobileDrawer key={location.key} id={panelId} open={open} onClose={close} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
