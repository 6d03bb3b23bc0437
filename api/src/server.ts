import Fastify from 'fastify';
import { loadConfig } from './config/env.ts';
import { fastifyOptions } from './config/fastify-options.ts';
import app from './app.ts';
import { requestLogEntry } from './lib/request-log.ts';

const config = loadConfig();

const server = Fastify({
  logger: {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: requestLogEntry },
  },
  ...fastifyOptions(config),
});

let closing = false;
async function close(signal: string) {
  if (closing) return;
  closing = true;
  server.log.info({ signal }, 'closing');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void close('SIGINT'));
process.on('SIGTERM', () => void close('SIGTERM'));

try {
  await server.register(app, { config });
  await server.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  server.log.fatal(error);
  process.exit(1);
}
