import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  itemOf,
  level,
  levelInput,
  listOf,
  outboxMessage,
  pageQuery,
  user,
  userCreateInput,
  userListQuery,
  userUpdateInput,
} from '@taesung/shared/schemas';
import { ApiError } from '../../lib/errors.ts';
import { originOf } from '../../lib/locale.ts';
import { passwordLinkMail } from '../../services/accounts.ts';
import { passwordLinkMinutes } from '../../services/auth.ts';
import { idParams, paged } from '../helpers.ts';
import { userSecurityRoutes } from './me.ts';

const caller = (request: { caller: { userId: string; sessionId: string; username: string; scope: string[] } | null }) => {
  if (!request.caller) throw new ApiError(401, 'UNAUTHORIZED');
  return request.caller;
};

/**
 * Mails an account a one-time link to the console's password page (`/console/password/reset`, the page of the
 * recovery mail): an invitation for a new account, a reset sent by an administrator. Answers the outbox record,
 * whose status tells whether it went out (`sent`), was only kept (`stored`) or failed.
 */
async function mailPasswordLink(fastify: FastifyInstance, request: FastifyRequest, kind: keyof typeof passwordLinkMinutes, account: { id: string; name: string; username: string; email: string }) {
  const token = await fastify.auth.passwordLink(account.id, passwordLinkMinutes[kind]);
  const link = `${originOf(request, fastify.config.PUBLIC_URL)}/console/password/reset?token=${encodeURIComponent(token)}`;
  return fastify.messaging.email({ to: account.email, ...passwordLinkMail(kind, account, link) });
}

/** `/api/console/users`: staff accounts, their invitation, password resets, withdrawal, restoration and purge. */
export const userRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(userSecurityRoutes);
  const tags = ['console: users'];
  const item = itemOf('user', user);
  fastify.get('/', { schema: { tags, querystring: userListQuery, response: { 200: listOf('users', user) } } }, async (request) => {
    const { users, totalCount } = await fastify.users.list(request.query);
    await fastify.accessRecords.recordPage(request, 'user', users.map((account) => account._id), request.query);
    return { users, summary: paged(totalCount, request.query) };
  });
  fastify.get('/withdrawals', { schema: { tags, summary: 'Withdrawn accounts', querystring: userListQuery, response: { 200: listOf('users', user) } } }, async (request) => {
    const { users, totalCount } = await fastify.users.withdrawals(request.query);
    await fastify.accessRecords.recordPage(request, 'user', users.map((account) => account._id), request.query, 'withdrawals');
    return { users, summary: paged(totalCount, request.query) };
  });
  fastify.get('/:id', { schema: { tags, params: idParams, response: { 200: item } } }, async (request) => {
    const account = await fastify.users.get(request.params.id);
    await fastify.accessRecords.record(request, { action: 'view', subject: 'user', subjectIds: [account._id] });
    return { user: account };
  });
  fastify.post(
    '/',
    { schema: { tags, summary: 'Creates an account without a password and mails it an invitation to set one (72 hours)', body: userCreateInput, response: { 201: item } } },
    async (request, reply) => {
      const created = await fastify.users.create(request.body);
      await fastify.accessRecords.record(request, { action: 'create', subject: 'user', subjectIds: [created._id] });
      await mailPasswordLink(fastify, request, 'invitation', { id: created._id, ...created });
      return reply.code(201).send({ user: created });
    },
  );
  fastify.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Changes an account; deactivation or a level change ends its sessions; none may leave the console without an administrator',
        params: idParams,
        body: userUpdateInput,
        response: { 200: item },
      },
    },
    async (request) => {
      const updated = await fastify.users.update(request.params.id, request.body, caller(request).userId);
      await fastify.accessRecords.record(request, { action: 'update', subject: 'user', subjectIds: [updated._id], detail: Object.keys(request.body).sort().join(',') });
      return { user: updated };
    },
  );
  fastify.post(
    '/:id/password-reset',
    {
      schema: {
        tags,
        summary: 'Mails an active account a link to set a new password (60 minutes); answers the mail as kept in the outbox',
        params: idParams,
        response: { 200: itemOf('message', outboxMessage) },
      },
    },
    async (request) => {
      const account = await fastify.users.reachable(request.params.id);
      const message = await mailPasswordLink(fastify, request, 'reset', account);
      await fastify.accessRecords.record(request, { action: 'password_reset', subject: 'user', subjectIds: [account.id] });
      return { message };
    },
  );
  fastify.post('/:id/withdraw', { schema: { tags, summary: 'Withdraws an account (restorable)', params: idParams, response: { 200: item } } }, async (request) => {
    const withdrawn = await fastify.users.withdraw(request.params.id, caller(request).userId);
    await fastify.accessRecords.record(request, { action: 'delete', subject: 'user', subjectIds: [withdrawn._id], detail: 'withdrawn' });
    return { user: withdrawn };
  });
  fastify.post('/:id/restore', { schema: { tags, summary: 'Restores a withdrawn account', params: idParams, response: { 200: item } } }, async (request) => {
    const restored = await fastify.users.restore(request.params.id);
    await fastify.accessRecords.record(request, { action: 'restore', subject: 'user', subjectIds: [restored._id] });
    return { user: restored };
  });
  fastify.delete('/:id', { schema: { tags, summary: 'Purges a withdrawn account for good', params: idParams } }, async (request, reply) => {
    await fastify.users.purge(request.params.id, caller(request).userId);
    await fastify.accessRecords.record(request, { action: 'purge', subject: 'user', subjectIds: [request.params.id] });
    return reply.code(204).send();
  });
};

/** `/api/console/levels`: levels and the scopes they grant. */
export const levelRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: users'];
  const item = itemOf('level', level);
  fastify.get('/', { schema: { tags, querystring: pageQuery, response: { 200: listOf('levels', level) } } }, async (request) => {
    const { levels, totalCount } = await fastify.levels.list(request.query);
    return { levels, summary: paged(totalCount, request.query) };
  });
  fastify.get('/:id', { schema: { tags, params: idParams, response: { 200: item } } }, async (request) => ({ level: await fastify.levels.get(request.params.id) }));
  /** A change of what a level grants is a change of access rights: kept in the access records (docs/privacy.md). */
  const recordLevel = (request: FastifyRequest, action: 'create' | 'update' | 'delete', id: string, scope?: readonly string[]) =>
    fastify.accessRecords.record(request, { action, subjectIds: [id], detail: scope ? `level: ${scope.join(' ')}` : 'level' });
  fastify.post('/', { schema: { tags, body: levelInput, response: { 201: item } } }, async (request, reply) => {
    const created = await fastify.levels.create(request.body);
    await recordLevel(request, 'create', created._id, created.scope);
    return reply.code(201).send({ level: created });
  });
  fastify.put('/:id', { schema: { tags, params: idParams, body: levelInput, response: { 200: item } } }, async (request) => {
    const updated = await fastify.levels.update(request.params.id, request.body, caller(request).userId);
    await recordLevel(request, 'update', updated._id, updated.scope);
    return { level: updated };
  });
  fastify.delete('/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    await fastify.levels.remove(request.params.id);
    await recordLevel(request, 'delete', request.params.id);
    return reply.code(204).send();
  });
};

export { meRoutes } from './me.ts';
