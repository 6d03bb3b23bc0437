import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { guardRoute, localizePath, useAppSelector, useLocale } from '@taesung/shared';
import { usePreviousPath } from './navigation-history.tsx';
import { usePageLoad } from './page-load.tsx';

/**
 * The route guard of seed §5/§8 around one page. A console page without a session continues (the console shows
 * its login); a missing session or scope elsewhere alerts and leaves with a full-page load.
 */
export function RouteGuard({
  path,
  scope,
  children,
}: {
  path: string;
  scope?: readonly string[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useAppSelector((state) => state.session);
  const from = usePreviousPath();
  const pageLoad = usePageLoad();
  const decision = guardRoute({ path, scope, session, from });
  const handled = useRef(false);

  useEffect(() => {
    if (decision.action !== 'redirect' || handled.current) return;
    handled.current = true;
    window.alert(t(`guard.${decision.reason}`));
    pageLoad(localizePath(decision.to, locale));
  }, [decision, locale, t, pageLoad]);

  return decision.action === 'continue' ? children : null;
}
