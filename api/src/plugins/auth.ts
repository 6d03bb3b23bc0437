import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import { ApiError } from '../lib/errors.ts';
import { createAuth, loadSigningSecret, type Recorder } from '../services/auth.ts';
import type { Clock } from '../services/two-factor.ts';

/** What an account that must enrol in two-factor sign-in may still call: its own account, enrolment and sessions. */
const openWhilePending = /^\/api\/console\/me(\/(two-factor|sessions)(\/.*)?)?\/?$/;

/**
 * Tokens (HS256, from `JWT_SECRET` or the secret kept in `DATA_DIR`), sessions (idle timeout, 12-hour lifetime),
 * two-factor sign-in and login throttling. `auth.clock` is the time every check reads (tests move it).
 */
async function auth(fastify: FastifyInstance, { config }: { config: Config }) {
  const secret = await loadSigningSecret(config);
  const clock: Clock = { now: () => new Date() };
  const service = createAuth(fastify.db, secret, clock);
  /** A session ended by the clock during a call that gives no recorder of its own is recorded without a request. */
  const serverRecorder: Recorder = (entry) => fastify.accessRecords.record(null, entry);
  fastify.decorate('auth', {
    ...service,
    authenticate: (token: string | null, record?: Recorder) => service.authenticate(token, record ?? serverRecorder),
  });
  fastify.decorateRequest('caller', null);
  fastify.addHook('preValidation', async (request) => {
    if (request.caller?.twoFactorPending && !openWhilePending.test(request.routeOptions.url ?? ''))
      throw new ApiError(403, 'TWO_FACTOR_REQUIRED');
  });
}

export default fp(auth, { name: 'auth', fastify: '5.x', dependencies: ['database'] });
