import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import { createMessaging, type SmsProvider } from '../services/messaging.ts';

/** Mail through SMTP (`SMTP_URL`) or kept in the outbox; SMS through a provider (the outbox by default). */
async function messaging(fastify: FastifyInstance, options: { config: Config; sms?: SmsProvider }) {
  const service = createMessaging({
    db: fastify.db,
    smtpUrl: options.config.SMTP_URL,
    from: options.config.MAIL_FROM,
    sms: options.sms,
    log: fastify.log,
  });
  fastify.decorate('messaging', service);
  fastify.addHook('onClose', async () => service.close());
}

export default fp(messaging, { name: 'messaging', fastify: '5.x', dependencies: ['database'] });
