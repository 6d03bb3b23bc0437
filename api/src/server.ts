import Fastify from 'fastify';
import { loadConfig } from './config/env.ts';
import app from './app.ts';
import { requestLogEntry } from './lib/request-log.ts';

const config = loadConfig();

const server = Fastify({
  logger: {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: requestLogEntry },
  },
  trustProxy: config.TRUST_PROXY,
  bodyLimit: 1024 * 1024,
  // The first start migrates and seeds the embedded database; on a busy two-core machine that can outlast the
  // default ten seconds a plugin may take, and the server would give up before it ever listened.
  pluginTimeout: 120_000,
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
