import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { faq, faqListQuery, listOf } from '@taesung/shared/schemas';
import { paged } from '../helpers.ts';

const tags = ['public'];

/** `/api/v1/center/faqs`: the published FAQs. */
const faqRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/center/faqs',
    {
      schema: {
        tags,
        summary: 'Published FAQs, by category',
        querystring: faqListQuery,
        response: { 200: listOf('faqs', faq) },
      },
    },
    async (request) => {
      const { faqs, totalCount } = await fastify.faqs.listPublished(request.query, request.locale);
      return { faqs, summary: paged(totalCount, request.query) };
    },
  );
};

export default faqRoutes;
