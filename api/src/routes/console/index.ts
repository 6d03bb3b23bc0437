import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleScopes, type ConsoleScope } from '@taesung/shared/schemas';
import { ApiError } from '../../lib/errors.ts';
import { consoleScope, parseBearer } from '../../services/auth.ts';
import { accessRecordRoutes } from './access-records.ts';
import { bannerRoutes } from './banners.ts';
import { boardRoutes, notificationRoutes } from './boards.ts';
import bookingRoutes from './bookings.ts';
import { bookingAvailabilityRoutes } from './booking-availability.ts';
import { childSupportTableRoutes } from './child-support-tables.ts';
import { editorRoutes } from './editor.ts';
import { faqRoutes } from './faqs.ts';
import { fileRoutes } from './files.ts';
import consultationRequestRoutes from './consultation-requests.ts';
import { lawyerRoutes } from './lawyers.ts';
import { levelRoutes } from './levels.ts';
import { meRoutes } from './me.ts';
import { messageRoutes } from './messages.ts';
import { popupRoutes } from './popups.ts';
import { practiceRoutes } from './practices.ts';
import { questionRoutes } from './questions.ts';
import { remoteRoutes } from './remotes.ts';
import { settingRoutes } from './settings.ts';
import { statisticsRoutes } from './statistics.ts';
import { termsRoutes } from './terms.ts';
import { userRoutes } from './users.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The module scopes of a console route: the caller's level needs `console` and one of them. */
    scope?: readonly ConsoleScope[];
  }
}

/** Rich text of two languages (posts, terms, practice pages) can be larger than the API's default body limit. */
const contentBodyLimit = 4 * 1024 * 1024;

/** A console module: its routes, each needing one of `scope` besides `console`. */
function scoped(scope: readonly ConsoleScope[], routes: FastifyPluginAsyncZod): FastifyPluginAsync {
  return async (fastify) => {
    fastify.addHook('onRoute', (route) => {
      route.config = { ...route.config, scope };
    });
    await fastify.register(routes);
  };
}

const { posts, requests, center, staff, settings, records } = consoleScopes;

/**
 * `/api/console`: every route needs an access token (401 without a valid one) whose account's level, as stored
 * now, holds `console` and one of the scopes of the route's module (403 otherwise), checked before the body is
 * read. A route registered outside a module is refused to everyone.
 */
const consoleRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onRoute', (route) => {
    route.bodyLimit ??= contentBodyLimit;
    route.schema = { ...route.schema, security: [{ bearer: [] }] };
  });
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // A session ended here (idle, lifetime) is recorded with the address it was last used from.
    const caller = await fastify.auth.authenticate(parseBearer(request.headers.authorization), (entry) =>
      fastify.accessRecords.record(request, entry),
    );
    const needed = request.routeOptions.config.scope;
    request.caller = caller;
    if (!needed || !caller.scope.includes(consoleScope) || !needed.some((scope) => caller.scope.includes(scope))) {
      await fastify.accessRecords.record(request, {
        action: 'refused',
        detail: `${request.method} ${request.routeOptions.url ?? request.url}`,
      });
      throw new ApiError(403, 'FORBIDDEN');
    }
  });

  await fastify.register(scoped([posts], boardRoutes), { prefix: '/boards' });
  await fastify.register(scoped([posts], fileRoutes), { prefix: '/files' });
  await fastify.register(scoped([requests], consultationRequestRoutes), { prefix: '/forms' });
  await fastify.register(scoped([requests], bookingRoutes), { prefix: '/bookings' });
  await fastify.register(scoped([requests], bookingAvailabilityRoutes), { prefix: '/booking' });
  await fastify.register(scoped([center], faqRoutes), { prefix: '/center/faqs' });
  await fastify.register(scoped([center], notificationRoutes), { prefix: '/center/notifications' });
  await fastify.register(scoped([center], questionRoutes), { prefix: '/center/questions' });
  await fastify.register(scoped([staff], userRoutes), { prefix: '/users' });
  await fastify.register(scoped([staff], levelRoutes), { prefix: '/levels' });
  await fastify.register(scoped([settings], settingRoutes), { prefix: '/setting' });
  await fastify.register(scoped([settings], lawyerRoutes), { prefix: '/lawyers' });
  await fastify.register(scoped([settings], practiceRoutes), { prefix: '/practices' });
  await fastify.register(scoped([settings], termsRoutes), { prefix: '/terms' });
  await fastify.register(scoped([settings], childSupportTableRoutes), { prefix: '/child-support-tables' });
  await fastify.register(scoped([settings], bannerRoutes), { prefix: '/banners' });
  await fastify.register(scoped([settings], popupRoutes), { prefix: '/popups' });
  await fastify.register(scoped([settings], remoteRoutes), { prefix: '/remotes' });
  await fastify.register(scoped([settings], messageRoutes));
  await fastify.register(scoped([posts, center, settings], editorRoutes));
  await fastify.register(scoped([records], accessRecordRoutes), { prefix: '/access-records' });
  await fastify.register(scoped([consoleScopes.console], meRoutes), { prefix: '/me' });
  await fastify.register(scoped([consoleScopes.console], statisticsRoutes));
};

export default consoleRoutes;
