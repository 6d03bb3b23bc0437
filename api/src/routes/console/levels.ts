import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { itemOf, level, levelInput, listOf, pageQuery } from '@taesung/shared/schemas';
import { grantorOf } from '../../services/grants.ts';
import { idParams, paged } from '../helpers.ts';

/** `/api/console/levels`: levels and the scopes they grant; who may grant what is services/grants.ts. */
export const levelRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: users'];
  const grantor = (request: FastifyRequest) => grantorOf(request, fastify.accessRecords);
  const item = itemOf('level', level);
  fastify.get(
    '/',
    { schema: { tags, querystring: pageQuery, response: { 200: listOf('levels', level) } } },
    async (request) => {
      const { levels, totalCount } = await fastify.levels.list(request.query);
      return { levels, summary: paged(totalCount, request.query) };
    },
  );
  fastify.get('/:id', { schema: { tags, params: idParams, response: { 200: item } } }, async (request) => ({
    level: await fastify.levels.get(request.params.id),
  }));
  /** A change of what a level grants is a change of access rights: kept in the access records (docs/privacy.md). */
  const recordLevel = (
    request: FastifyRequest,
    action: 'create' | 'update' | 'delete',
    id: string,
    scope?: readonly string[],
  ) =>
    fastify.accessRecords.record(request, {
      action,
      subjectIds: [id],
      detail: scope ? `level: ${scope.join(' ')}` : 'level',
    });
  const rule =
    '403 unless the caller holds every scope it gives or takes; a level with `console:staff` or `console:records` requires two-factor sign-in and only an account holding every scope creates, changes or deletes it';
  fastify.post(
    '/',
    { schema: { tags, summary: `Creates a level; ${rule}`, body: levelInput, response: { 201: item } } },
    async (request, reply) => {
      const created = await fastify.levels.create(request.body, grantor(request));
      await recordLevel(request, 'create', created._id, created.scope);
      return reply.code(201).send({ level: created });
    },
  );
  fastify.put(
    '/:id',
    {
      schema: {
        tags,
        summary: `Changes a level (never the caller's own); ${rule}`,
        params: idParams,
        body: levelInput,
        response: { 200: item },
      },
    },
    async (request) => {
      const updated = await fastify.levels.update(request.params.id, request.body, grantor(request));
      await recordLevel(request, 'update', updated._id, updated.scope);
      return { level: updated };
    },
  );
  fastify.delete(
    '/:id',
    {
      schema: { tags, summary: `Deletes a level no account holds (never the caller's own); ${rule}`, params: idParams },
    },
    async (request, reply) => {
      await fastify.levels.remove(request.params.id, grantor(request));
      await recordLevel(request, 'delete', request.params.id);
      return reply.code(204).send();
    },
  );
};
