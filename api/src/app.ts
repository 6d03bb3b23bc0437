import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { DatabaseHandle } from './db/index.ts';
import { ApiError } from './lib/errors.ts';
import authPlugin from './plugins/auth.ts';
import bootstrapPlugin from './plugins/bootstrap.ts';
import changeFeedPlugin from './plugins/change-feed.ts';
import databasePlugin from './plugins/database.ts';
import messagingPlugin from './plugins/messaging.ts';
import publicOrigin from './plugins/public-origin.ts';
import { sharedRateLimitStore } from './plugins/rate-limit-store.ts';
import requestLocale from './plugins/request-locale.ts';
import servicesPlugin from './plugins/services.ts';
import storagePlugin from './plugins/storage.ts';
import './plugins/types.ts';
import api from './routes/index.ts';
import uploadRoutes from './routes/uploads.ts';
import type { SeedContent } from './seed/content/types.ts';
import type { SmsProvider } from './services/messaging.ts';

export interface AppOptions {
  config: Config;
  /** An already opened database (tests share one per file); opened from the configuration otherwise. */
  database?: DatabaseHandle;
  /** The content stored on an empty database; `null` for none; the seed content by default (`SEED_CONTENT`). */
  seedContent?: SeedContent | null;
  /** The SMS provider; the outbox by default. */
  sms?: SmsProvider;
  /** Whether to serve the built site and render its pages (off in the API's own tests). */
  site?: boolean;
}

/** The whole server as one plugin: external plugins, then the app's own, then routes, then the site. */
async function app(fastify: FastifyInstance, options: AppOptions) {
  const { config } = options;
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  fastify.decorate('config', config);
  await fastify.register(publicOrigin, { config });

  await fastify.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await fastify.register(rateLimit, {
    ...(await sharedRateLimitStore(fastify, config)),
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'RATE_LIMITED', {}, { 'Retry-After': String(Math.ceil(context.ttl / 1000)) }),
  });
  await fastify.register(multipart, {
    limits: { fileSize: 30 * 1024 * 1024, files: 10, fields: 30, fieldSize: 64 * 1024, parts: 40 },
  });
  await fastify.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await fastify.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '법무법인 태성 API',
        description:
          "The public site's reads and visitors' requests (`/api/v1`), the staff console (`/api/console`, scope `console`) and login (`/api/auth`). Errors answer `{ message, code }` in the caller's `Accept-Language`.",
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          basic: { type: 'http', scheme: 'basic' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await fastify.register(swaggerUi, { routePrefix: '/api/docs' });

  await fastify.register(requestLocale);
  await fastify.register(databasePlugin, { config, handle: options.database });
  await fastify.register(changeFeedPlugin);
  await fastify.register(storagePlugin, { config });
  await fastify.register(messagingPlugin, { config, sms: options.sms });
  await fastify.register(authPlugin, { config });
  await fastify.register(servicesPlugin);
  await fastify.register(bootstrapPlugin, { config, content: options.seedContent });

  await fastify.register(api, { prefix: '/api' });
  await fastify.register(uploadRoutes, { prefix: '/uploads' });
  // Loaded only when served: the API's own tests, without the site, skip its half second of modules.
  if (options.site !== false) await fastify.register((await import('./plugins/site/index.ts')).default, { config });
}

export default fp(app, { name: 'app' });
