import type { PageRoute } from '@taesung/shared';
import './i18n/index.ts';
import { SuccessCasePage } from './pages/success-case-page.tsx';

export const routes: readonly PageRoute[] = [{ path: '/reference/:id', Component: SuccessCasePage }];
