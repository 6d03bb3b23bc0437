import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  api,
  consoleScope,
  loggedOut,
  selectIsLoggedIn,
  selectRefreshToken,
  selectSessionPayload,
  useApiClient,
  useAppDispatch,
  useAppSelector,
  useLocale,
} from '@taesung/shared';
import { ConsoleOverlays, consoleKitReady } from '@taesung/shared/console';
import { isShellConsolePage } from '../../federation/remote-groups.ts';
import { RouteGuard } from '../../routing/route-guard.tsx';
import { CloseIcon, ExternalIcon, MenuIcon } from '../../ui/icons.tsx';
import { logOut } from './console-auth.ts';
import { ConsoleIdleWarning } from './console-idle-warning.tsx';
import { ConsoleLogin } from './console-login.tsx';
import { ConsoleScreens, ConsoleScreensLoading } from './console-screens.tsx';
import { useConsoleSession } from './console-session.ts';
import styles from './console-layout.module.css';
import { ready as consoleTextsReady } from './i18n/index.ts';

/** The frame's texts and the building blocks' (dialogs, toasts, fields): the frame renders once both are in. */
export const ready: Promise<void> = Promise.all([consoleTextsReady, consoleKitReady]).then(() => undefined);

const PasswordResetPage = lazy(() =>
  import('./password-reset-page.tsx').then((module) => ({ default: module.PasswordResetPage })),
);

/** Ends the session on the server (whatever it answers) and in this browser. */
function useLogout() {
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const apiClient = useApiClient();
  const refreshToken = useAppSelector(selectRefreshToken);
  return useCallback(async () => {
    try {
      await logOut(apiClient, locale, refreshToken);
    } catch {
      // The session ends in this browser whatever the server answered.
    } finally {
      dispatch(loggedOut());
      dispatch(api.util.resetApiState());
    }
  }, [apiClient, locale, refreshToken, dispatch]);
}

function LogoutButton() {
  const { t } = useTranslation('console');
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={styles.logout}
      onClick={() => {
        setBusy(true);
        void logout();
      }}
      disabled={busy}
    >
      {busy ? t('loggingOut') : t('logout')}
    </button>
  );
}

/** The idle warning and the sending to two-factor enrolment, apart from the frame so its ticking redraws only itself. */
function ConsoleSessionWatch({ onIdleTimeout }: { onIdleTimeout: () => void }) {
  const logout = useLogout();
  const { warning, secondsLeft } = useConsoleSession({ onIdleTimeout });
  return warning && secondsLeft !== null ? (
    <ConsoleIdleWarning secondsLeft={secondsLeft} onLogout={() => void logout()} />
  ) : null;
}

function ConsoleFrame({ onIdleTimeout }: { onIdleTimeout: () => void }) {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const location = useLocation();
  const payload = useAppSelector(selectSessionPayload);
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === location.key;
  const name = payload?.name || payload?.username || payload?.sub || '';

  return (
    <div className={styles.console}>
      <a className={styles.skip} href="#main">
        {t('common:common.skipToContent')}
      </a>
      <header className={styles.topbar}>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={open}
          aria-controls="console-nav"
          onClick={() => setOpenedOn(open ? null : location.key)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">{open ? t('nav.close') : t('nav.open')}</span>
        </button>
        <p className={styles.brand}>
          <span className={styles.brandFirm}>{t('common:firm.name')}</span>
          <span className={styles.brandTitle}>{t('title')}</span>
        </p>
        <div className={styles.user}>
          {name ? <span className={styles.userName}>{t('signedInAs', { name })}</span> : null}
          <a className={styles.viewSite} href={locale === 'en' ? '/en' : '/'} target="_blank" rel="noopener noreferrer">
            {t('viewSite')}
            <ExternalIcon width={14} height={14} />
            <span className="visually-hidden"> ({t('common:header.newWindow')})</span>
          </a>
          <LogoutButton />
        </div>
      </header>
      <Suspense fallback={<ConsoleScreensLoading open={open} />}>
        <ConsoleScreens open={open} />
      </Suspense>
      <ConsoleSessionWatch onIdleTimeout={onIdleTimeout} />
    </div>
  );
}

function ConsoleContent() {
  const { t } = useTranslation('console');
  const { pathname, search } = useLocation();
  const loggedInNow = useAppSelector(selectIsLoggedIn);
  const logout = useLogout();
  const [idleEnded, setIdleEnded] = useState(false);
  const [wasLoggedIn, setWasLoggedIn] = useState(loggedInNow);
  if (wasLoggedIn !== loggedInNow) {
    setWasLoggedIn(loggedInNow);
    if (loggedInNow) setIdleEnded(false);
  }
  const onIdleTimeout = useCallback(() => {
    setIdleEnded(true);
    void logout();
  }, [logout]);
  if (isShellConsolePage(pathname)) {
    return (
      <Suspense fallback={null}>
        <PasswordResetPage key={search} />
      </Suspense>
    );
  }
  if (!loggedInNow) return <ConsoleLogin notice={idleEnded ? t('idle.loggedOut') : null} />;
  return (
    <RouteGuard path={pathname} scope={[consoleScope]}>
      <ConsoleFrame onIdleTimeout={onIdleTimeout} />
    </RouteGuard>
  );
}

/**
 * The staff console's frame. Without a session it shows the login instead of the page (no console remote is
 * fetched); a session without the console scope is sent away by the guard before any of the frame shows. With
 * one, the console remotes are loaded and declare the sidebar and the screens. The password reset link's page is
 * the shell's own and shows with or without a session. The building blocks' one host of toasts and confirm
 * dialogs is mounted beside all of it.
 */
export function ConsoleLayout() {
  return (
    <>
      <ConsoleContent />
      <ConsoleOverlays />
    </>
  );
}
