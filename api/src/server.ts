import Fastify from 'fastify';
import { loadConfig } from './config/env.ts';
import { fastifyOptions } from './config/fastify-options.ts';
import app from './app.ts';
import { requestLogEntry } from './lib/request-log.ts';
import { useTestPasswordCost } from './services/passwords.ts';

const config = loadConfig();
// The server processes the API's tests start (NODE_ENV=test, which `npm start` never sets) hash as their in-process
// apps do: their tests are about headers, crashes and replicas, and production-cost hashes made one file take 80 s.
const testCost = config.NODE_ENV === 'test';
if (testCost) useTestPasswordCost();

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
  if (testCost) server.log.warn('NODE_ENV=test: passwords are hashed at the test cost; never serve a site like this');
  await server.register(app, { config });
  await server.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  server.log.fatal(error);
  process.exit(1);
}
