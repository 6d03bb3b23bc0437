import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  itemOf,
  listOf,
  outboxMessage,
  user,
  userCreateInput,
  userListQuery,
  userUpdateInput,
} from '@taesung/shared/schemas';
import { grantorOf } from '../../services/grants.ts';
import { idParams, paged } from '../helpers.ts';
import { userSecurityRoutes } from './me.ts';

/** `/api/console/users`: staff accounts, their invitation, password resets, withdrawal, restoration and purge. */
export const userRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(userSecurityRoutes);
  const tags = ['console: users'];
  const grantor = (request: FastifyRequest) => grantorOf(request, fastify.accessRecords);
  const item = itemOf('user', user);
  fastify.get(
    '/',
    { schema: { tags, querystring: userListQuery, response: { 200: listOf('users', user) } } },
    async (request) => {
      const { users, totalCount } = await fastify.users.list(request.query);
      await fastify.accessRecords.recordPage(
        request,
        'user',
        users.map((account) => account._id),
        request.query,
      );
      return { users, summary: paged(totalCount, request.query) };
    },
  );
  fastify.get(
    '/withdrawals',
    {
      schema: {
        tags,
        summary: 'Withdrawn accounts',
        querystring: userListQuery,
        response: { 200: listOf('users', user) },
      },
    },
    async (request) => {
      const { users, totalCount } = await fastify.users.withdrawals(request.query);
      await fastify.accessRecords.recordPage(
        request,
        'user',
        users.map((account) => account._id),
        request.query,
        'withdrawals',
      );
      return { users, summary: paged(totalCount, request.query) };
    },
  );
  fastify.get('/:id', { schema: { tags, params: idParams, response: { 200: item } } }, async (request) => {
    const account = await fastify.users.get(request.params.id);
    await fastify.accessRecords.record(request, { action: 'view', subject: 'user', subjectIds: [account._id] });
    return { user: account };
  });
  fastify.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Creates an account without a password and mails it an invitation to set one (72 hours)',
        body: userCreateInput,
        response: { 201: item },
      },
    },
    async (request, reply) => {
      const created = await fastify.users.create(request.body, grantor(request));
      await fastify.accessRecords.record(request, { action: 'create', subject: 'user', subjectIds: [created._id] });
      await fastify.passwordLinks.send('invitation', { id: created._id, ...created });
      return reply.code(201).send({ user: created });
    },
  );
  fastify.put(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Changes an account; deactivation or a level change ends its sessions; none may leave the console without an administrator',
        params: idParams,
        body: userUpdateInput,
        response: { 200: item },
      },
    },
    async (request) => {
      const updated = await fastify.users.update(request.params.id, request.body, grantor(request));
      await fastify.accessRecords.record(request, {
        action: 'update',
        subject: 'user',
        subjectIds: [updated._id],
        detail: Object.keys(request.body).sort().join(','),
      });
      return { user: updated };
    },
  );
  fastify.post(
    '/:id/password-reset',
    {
      schema: {
        tags,
        summary:
          "Mails an active account a link to set a new password (60 minutes); answers the mail as kept in the outbox, which holds a marker in the link's place",
        params: idParams,
        response: { 200: itemOf('message', outboxMessage) },
      },
    },
    async (request) => {
      const account = await fastify.users.reachable(request.params.id, grantor(request));
      const message = await fastify.passwordLinks.send('reset', account);
      await fastify.accessRecords.record(request, {
        action: 'password_reset',
        subject: 'user',
        subjectIds: [account.id],
      });
      return { message };
    },
  );
  fastify.post(
    '/:id/withdraw',
    { schema: { tags, summary: 'Withdraws an account (restorable)', params: idParams, response: { 200: item } } },
    async (request) => {
      const withdrawn = await fastify.users.withdraw(request.params.id, grantor(request));
      await fastify.accessRecords.record(request, {
        action: 'delete',
        subject: 'user',
        subjectIds: [withdrawn._id],
        detail: 'withdrawn',
      });
      return { user: withdrawn };
    },
  );
  fastify.post(
    '/:id/restore',
    { schema: { tags, summary: 'Restores a withdrawn account', params: idParams, response: { 200: item } } },
    async (request) => {
      const restored = await fastify.users.restore(request.params.id, grantor(request));
      await fastify.accessRecords.record(request, { action: 'restore', subject: 'user', subjectIds: [restored._id] });
      return { user: restored };
    },
  );
  fastify.delete(
    '/:id',
    { schema: { tags, summary: 'Purges a withdrawn account for good', params: idParams } },
    async (request, reply) => {
      await fastify.users.purge(request.params.id, grantor(request));
      await fastify.accessRecords.record(request, {
        action: 'purge',
        subject: 'user',
        subjectIds: [request.params.id],
      });
      return reply.code(204).send();
    },
  );
};
