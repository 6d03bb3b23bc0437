import { mountStandalone } from '@taesung/shared/standalone';
import { routes } from './routes.ts';

mountStandalone(routes);
