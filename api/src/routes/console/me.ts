import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentSession,
  passwordChangeInput,
  recoveryCodesResponse,
  sessionList,
  twoFactorCodeInput,
  twoFactorDisableInput,
  twoFactorSetup,
  twoFactorStatus,
  user,
} from '@taesung/shared/schemas';
import { ApiError } from '../../lib/errors.ts';
import type { Caller, Client, Recorder } from '../../services/auth.ts';
import { grantorOf } from '../../services/grants.ts';
import { idParams } from '../helpers.ts';

const caller = (request: FastifyRequest): Caller => {
  if (!request.caller) throw new ApiError(401, 'UNAUTHORIZED');
  return request.caller;
};

const sessionParams = z.object({ id: idParams.shape.id, sid: z.string().min(1).max(100) });
const ownSessionParams = z.object({ sid: z.string().min(1).max(100) });

/**
 * `/api/console/me`: the caller's own account, its two-factor sign-in and its sessions. An account whose level
 * requires two-factor sign-in and that has not enrolled may call only these (and not the password change).
 */
export const meRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: me'];
  const own = (request: FastifyRequest) => ({ _id: caller(request).userId, username: caller(request).username });
  const clientOf = (request: FastifyRequest): Client => ({
    address: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const recorder =
    (request: FastifyRequest): Recorder =>
    (entry) =>
      fastify.accessRecords.record(request, entry);

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'The logged-in account, its two-factor sign-in and the current session (to warn before the idle timeout)',
        response: { 200: z.object({ user, twoFactor: twoFactorStatus, session: currentSession }) },
      },
    },
    async (request) => {
      const { userId } = caller(request);
      const [account, twoFactor, session] = await Promise.all([
        fastify.users.get(userId),
        fastify.auth.twoFactor.status(userId),
        fastify.auth.currentSession(caller(request)),
      ]);
      return { user: account, twoFactor, session };
    },
  );

  fastify.put(
    '/password',
    {
      schema: {
        tags,
        summary:
          "Changes the own password (current + new); other sessions end. A wrong current password counts toward the account's sign-in lock (429 `ACCOUNT_LOCKED` once locked)",
        body: passwordChangeInput,
      },
    },
    async (request, reply) => {
      await fastify.auth.changePassword(
        caller(request),
        request.body.current,
        request.body.next,
        clientOf(request),
        recorder(request),
      );
      return reply.code(204).send();
    },
  );

  fastify.post(
    '/two-factor/setup',
    {
      schema: {
        tags,
        summary:
          'Starts enrolment: a new secret (grouped in fours for typing) and its otpauth URL; `qrSvg` is null (no QR library)',
        response: { 200: twoFactorSetup },
      },
    },
    async (request) => fastify.auth.twoFactor.setup(caller(request).userId),
  );

  fastify.post(
    '/two-factor/enable',
    {
      schema: {
        tags,
        summary: 'Confirms enrolment with a code of the new secret → ten recovery codes, shown once',
        body: twoFactorCodeInput,
        response: { 200: recoveryCodesResponse },
      },
    },
    async (request) => {
      const recoveryCodes = await fastify.auth.twoFactor.enable(caller(request).userId, request.body.code);
      await fastify.accessRecords.record(request, {
        action: 'two_factor_enabled',
        subject: 'user',
        subjectIds: [caller(request).userId],
      });
      return { recoveryCodes };
    },
  );

  fastify.post(
    '/two-factor/recovery-codes',
    {
      schema: {
        tags,
        summary:
          'Ten new recovery codes for a current code; the old ones stop working. A wrong code counts toward the sign-in lock',
        body: twoFactorCodeInput,
        response: { 200: recoveryCodesResponse },
      },
    },
    async (request) => ({
      recoveryCodes: await fastify.auth.renewRecoveryCodes(
        caller(request),
        request.body.code,
        clientOf(request),
        recorder(request),
      ),
    }),
  );

  fastify.delete(
    '/two-factor',
    {
      schema: {
        tags,
        summary:
          'Turns two-factor sign-in off (password and a current code); 409 `TWO_FACTOR_REQUIRED_BY_LEVEL` when the level requires it. A wrong password or code counts toward the sign-in lock',
        body: twoFactorDisableInput,
      },
    },
    async (request, reply) => {
      const { userId } = caller(request);
      await fastify.auth.disableTwoFactor(
        caller(request),
        request.body.password,
        request.body.code,
        clientOf(request),
        recorder(request),
      );
      await fastify.accessRecords.record(request, {
        action: 'two_factor_reset',
        subject: 'user',
        subjectIds: [userId],
        detail: 'turned off by the account',
      });
      return reply.code(204).send();
    },
  );

  fastify.get(
    '/sessions',
    {
      schema: {
        tags,
        summary: "The account's open sessions; `current` marks this one",
        response: { 200: sessionList },
      },
    },
    async (request) => {
      const { userId, sessionId } = caller(request);
      const sessions = await fastify.auth.sessions(userId);
      return { sessions: sessions.map((session) => ({ ...session, current: session._id === sessionId })) };
    },
  );

  fastify.post(
    '/sessions/current/touch',
    { schema: { tags, summary: '"Stay signed in": the idle timeout counts from now' } },
    async (request, reply) => {
      await fastify.auth.touch(caller(request));
      return reply.code(204).send();
    },
  );

  fastify.delete(
    '/sessions/:sid',
    {
      schema: {
        tags,
        summary: "Ends one of the account's sessions (this one too: that is a sign-out)",
        params: ownSessionParams,
      },
    },
    async (request, reply) => {
      await fastify.auth.endSessions(caller(request).userId, request.params.sid);
      await fastify.accessRecords.record(request, {
        action: 'session_ended',
        account: own(request),
        detail: `ended by the account (${request.params.sid})`,
      });
      return reply.code(204).send();
    },
  );
};

/** `/api/console/users/{id}/…` (staff module): another account's sessions and its two-factor reset. */
export const userSecurityRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: users'];
  const ensureAccount = (id: string) => fastify.users.get(id);
  const managedAccount = (request: FastifyRequest<{ Params: { id: string } }>) =>
    fastify.users.manageable(request.params.id, grantorOf(request, fastify.accessRecords));

  fastify.post(
    '/:id/two-factor/reset',
    {
      schema: {
        tags,
        summary:
          "Forgets the account's two-factor secret and recovery codes and ends its sessions; it enrols again at its next sign-in",
        params: idParams,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const account = await managedAccount(request);
      await fastify.auth.twoFactor.reset(account._id);
      await fastify.auth.endSessions(account._id);
      await fastify.accessRecords.record(request, {
        action: 'two_factor_reset',
        subject: 'user',
        subjectIds: [account._id],
        detail: 'reset by an administrator',
      });
      return {
        message:
          request.locale === 'en'
            ? `Two-step verification of ${account.username} was reset; the account sets it up again at its next login.`
            : `${account.username} 계정의 2단계 인증을 초기화했습니다. 다음 로그인 때 다시 설정합니다.`,
      };
    },
  );

  fastify.get(
    '/:id/sessions',
    { schema: { tags, summary: "The account's open sessions", params: idParams, response: { 200: sessionList } } },
    async (request) => {
      const account = await ensureAccount(request.params.id);
      return { sessions: await fastify.auth.sessions(account._id) };
    },
  );

  fastify.delete(
    '/:id/sessions/:sid',
    { schema: { tags, summary: 'Ends one session of the account', params: sessionParams } },
    async (request, reply) => {
      const account = await managedAccount(request);
      await fastify.auth.endSessions(account._id, request.params.sid);
      await fastify.accessRecords.record(request, {
        action: 'session_ended',
        subject: 'user',
        subjectIds: [account._id],
        detail: `ended by an administrator (${request.params.sid})`,
      });
      return reply.code(204).send();
    },
  );

  fastify.delete(
    '/:id/sessions',
    { schema: { tags, summary: 'Ends every session of the account', params: idParams } },
    async (request, reply) => {
      const account = await managedAccount(request);
      const ended = await fastify.auth.endSessions(account._id);
      await fastify.accessRecords.record(request, {
        action: 'session_ended',
        subject: 'user',
        subjectIds: [account._id],
        count: ended,
        detail: 'all ended by an administrator',
      });
      return reply.code(204).send();
    },
  );
};
