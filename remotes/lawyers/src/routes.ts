import type { PageRoute } from '@taesung/shared';
import './i18n/index.ts';
import { LawyerListPage } from './pages/lawyer-list-page.tsx';
import { LawyerProfilePage } from './pages/lawyer-profile-page.tsx';

export const routes: readonly PageRoute[] = [
  { path: '/taesung/lawyer', Component: LawyerListPage },
  { path: '/taesung/lawyer/:key', Component: LawyerProfilePage },
];
