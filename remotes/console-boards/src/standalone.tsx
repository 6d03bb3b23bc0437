import { mountStandalone } from '@taesung/shared/standalone';
import { ready, routes } from './routes.ts';

void mountStandalone(routes, ready);
