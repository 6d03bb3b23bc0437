import { routeRenderer } from '@taesung/shared/test-support/route-renderer';
import { routes } from '../routes.ts';

export const { RouteTable, renderRoute, prefetchRoute, renderOnServer } = routeRenderer(routes);
