import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { board, itemOf, listOf, pageQuery } from '@taesung/shared/schemas';
import { notFound } from '../../lib/errors.ts';
import { idParams, paged } from '../helpers.ts';

const tags = ['public'];

/** `/api/v1/center/notifications`: the published notices. */
const noticeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/center/notifications',
    {
      schema: {
        tags,
        summary: 'Published notices (posts with code `notice`), pinned first',
        querystring: pageQuery,
        response: { 200: listOf('notifications', board) },
      },
    },
    async (request) => {
      const { boards, totalCount } = await fastify.boards.listPublishedInFull(
        { ...request.query, code: 'notice' },
        request.locale,
      );
      return { notifications: boards, summary: paged(totalCount, request.query) };
    },
  );

  fastify.get(
    '/center/notifications/:id',
    {
      schema: {
        tags,
        summary: 'One published notice',
        params: idParams,
        response: { 200: itemOf('notification', board) },
      },
    },
    async (request) => {
      const notice = await fastify.boards.getPublished(request.params.id, request.locale);
      if (notice.code !== 'notice') throw notFound();
      return { notification: notice };
    },
  );
};

export default noticeRoutes;
