import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../lib/errors.ts';
import { consoleScope, parseBearer } from '../../services/auth.ts';
import { bannerRoutes, popupRoutes } from './display.ts';
import { boardRoutes, notificationRoutes } from './boards.ts';
import { faqRoutes, questionRoutes } from './center.ts';
import { lawyerRoutes, practiceRoutes, settingRoutes, termsRoutes } from './content.ts';
import formRoutes from './forms.ts';
import { levelRoutes, meRoutes, userRoutes } from './accounts.ts';
import { fileRoutes, operationRoutes } from './operations.ts';

/** Rich text of two languages (posts, terms, practice pages) can be larger than the API's default body limit. */
const contentBodyLimit = 4 * 1024 * 1024;

/**
 * `/api/console`: every route needs an access token (401 without a valid one) whose scope holds `console`
 * (403 otherwise), checked before the body is read.
 */
const consoleRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onRoute', (route) => {
    route.bodyLimit ??= contentBodyLimit;
    route.schema = { ...route.schema, security: [{ bearer: [] }] };
  });
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const caller = await fastify.auth.authenticate(parseBearer(request.headers.authorization));
    if (!caller.scope.includes(consoleScope)) throw new ApiError(403, 'FORBIDDEN');
    request.caller = caller;
  });

  await fastify.register(boardRoutes, { prefix: '/boards' });
  await fastify.register(formRoutes, { prefix: '/forms' });
  await fastify.register(faqRoutes, { prefix: '/center/faqs' });
  await fastify.register(notificationRoutes, { prefix: '/center/notifications' });
  await fastify.register(questionRoutes, { prefix: '/center/questions' });
  await fastify.register(userRoutes, { prefix: '/users' });
  await fastify.register(levelRoutes, { prefix: '/levels' });
  await fastify.register(meRoutes, { prefix: '/me' });
  await fastify.register(termsRoutes, { prefix: '/terms' });
  await fastify.register(bannerRoutes, { prefix: '/banners' });
  await fastify.register(popupRoutes, { prefix: '/popups' });
  await fastify.register(fileRoutes, { prefix: '/files' });
  await fastify.register(settingRoutes, { prefix: '/setting' });
  await fastify.register(lawyerRoutes, { prefix: '/lawyers' });
  await fastify.register(practiceRoutes, { prefix: '/practices' });
  await fastify.register(operationRoutes);
};

export default consoleRoutes;
