import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { board, boardCard, boardListQuery, itemOf, listOf } from '@taesung/shared/schemas';
import { idParams, paged } from '../helpers.ts';

const tags = ['public'];

/** `/api/v1/boards`: published posts, listed as cards and read one by one. */
const boardRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/boards',
    {
      schema: {
        tags,
        summary: 'Published posts (success cases, notices, media), card-sized: the excerpt, not the body',
        querystring: boardListQuery,
        response: { 200: listOf('boards', boardCard) },
      },
    },
    async (request) => {
      const { boards, totalCount } = await fastify.boards.listPublished(request.query, request.locale);
      return { boards, summary: paged(totalCount, request.query) };
    },
  );

  fastify.get(
    '/boards/:id',
    { schema: { tags, summary: 'One published post', params: idParams, response: { 200: itemOf('board', board) } } },
    async (request) => ({ board: await fastify.boards.getPublished(request.params.id, request.locale) }),
  );
};

export default boardRoutes;
