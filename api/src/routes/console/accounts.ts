import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemOf, level, levelInput, listOf, pageQuery, passwordChangeInput, user, userCreateInput, userListQuery, userUpdateInput } from '@taesung/shared/schemas';
import { ApiError } from '../../lib/errors.ts';
import { idParams, paged } from '../helpers.ts';

const caller = (request: { caller: { userId: string; sessionId: string; username: string; scope: string[] } | null }) => {
  if (!request.caller) throw new ApiError(401, 'UNAUTHORIZED');
  return request.caller;
};

/** `/api/console/users`: staff accounts, their withdrawal, restoration and purge. */
export const userRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: users'];
  const item = itemOf('user', user);
  fastify.get('/', { schema: { tags, querystring: userListQuery, response: { 200: listOf('users', user) } } }, async (request) => {
    const { users, totalCount } = await fastify.users.list(request.query);
    return { users, summary: paged(totalCount, request.query) };
  });
  fastify.get('/withdrawals', { schema: { tags, summary: 'Withdrawn accounts', querystring: userListQuery, response: { 200: listOf('users', user) } } }, async (request) => {
    const { users, totalCount } = await fastify.users.withdrawals(request.query);
    return { users, summary: paged(totalCount, request.query) };
  });
  fastify.get('/:id', { schema: { tags, params: idParams, response: { 200: item } } }, async (request) => ({ user: await fastify.users.get(request.params.id) }));
  fastify.post('/', { schema: { tags, body: userCreateInput, response: { 201: item } } }, async (request, reply) =>
    reply.code(201).send({ user: await fastify.users.create(request.body) }),
  );
  fastify.put(
    '/:id',
    { schema: { tags, summary: 'Changes an account; a new password or deactivation ends its sessions', params: idParams, body: userUpdateInput, response: { 200: item } } },
    async (request) => ({ user: await fastify.users.update(request.params.id, request.body, caller(request).userId) }),
  );
  fastify.post('/:id/withdraw', { schema: { tags, summary: 'Withdraws an account (restorable)', params: idParams, response: { 200: item } } }, async (request) => ({
    user: await fastify.users.withdraw(request.params.id, caller(request).userId),
  }));
  fastify.post('/:id/restore', { schema: { tags, summary: 'Restores a withdrawn account', params: idParams, response: { 200: item } } }, async (request) => ({
    user: await fastify.users.restore(request.params.id),
  }));
  fastify.delete('/:id', { schema: { tags, summary: 'Purges a withdrawn account for good', params: idParams } }, async (request, reply) => {
    await fastify.users.purge(request.params.id, caller(request).userId);
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
  fastify.post('/', { schema: { tags, body: levelInput, response: { 201: item } } }, async (request, reply) =>
    reply.code(201).send({ level: await fastify.levels.create(request.body) }),
  );
  fastify.put('/:id', { schema: { tags, params: idParams, body: levelInput, response: { 200: item } } }, async (request) => ({
    level: await fastify.levels.update(request.params.id, request.body, caller(request).userId),
  }));
  fastify.delete('/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    await fastify.levels.remove(request.params.id);
    return reply.code(204).send();
  });
};

/** `/api/console/me`: the caller's own account. */
export const meRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: users'];
  fastify.get('/', { schema: { tags, summary: 'The logged-in account', response: { 200: itemOf('user', user) } } }, async (request) => ({
    user: await fastify.users.get(caller(request).userId),
  }));
  fastify.put(
    '/password',
    { schema: { tags, summary: 'Changes the own password (current + new); other sessions end', body: passwordChangeInput } },
    async (request, reply) => {
      await fastify.auth.changePassword(caller(request), request.body.current, request.body.next);
      return reply.code(204).send();
    },
  );
};
