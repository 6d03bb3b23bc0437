import '../styles/global.css';
import '../styles/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { AppProviders } from '../app-providers.tsx';
import { i18n, loadLanguage } from '../i18n/index.ts';
import { basenameOf, splitLocale } from '../site.ts';
import type { PageRoute } from '../routing/types.ts';
import { makeStore } from '../store/make-store.ts';

function Pages({ routes }: { routes: readonly PageRoute[] }) {
  return useRoutes(routes.map((route) => ({ path: route.path, element: <route.Component /> })));
}

/**
 * Runs one remote's pages on their own (`npm run dev -w remotes/<name>`), without the shell: the same store,
 * i18n and API client, the API proxied to a server on port 3000.
 */
export async function mountStandalone(routes: readonly PageRoute[], ready?: Promise<unknown>) {
  const { locale } = splitLocale(window.location.pathname);
  // The faces are declared above; nothing is painted yet, so the font stack names them at once (web-font.ts).
  document.documentElement.dataset.webFont = '';
  await i18n.changeLanguage(locale);
  await Promise.all([loadLanguage(locale), ready]);
  const store = makeStore({ storage: window.sessionStorage, getLocale: () => locale, listen: true });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <BrowserRouter basename={basenameOf(locale)}>
          <main id="main">
            <Pages routes={routes} />
          </main>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
