import type { PageRoute } from '@taesung/shared';
export { ready } from './i18n/index.ts';
import { prefetchHome } from './api/home-queries.ts';
import { HomePage } from './pages/home-page.tsx';

export const routes: readonly PageRoute[] = [
  { path: '/', Component: HomePage, site: { title: 'nav.home' }, prefetch: prefetchHome },
];
