import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessRecordList,
  accessRecordListQuery,
  accessRecordVerification,
  accessReview,
  accessReviewInput,
  accessReviewMonth,
} from '@taesung/shared/schemas';

const tags = ['console: access records'];

/**
 * `/api/console/access-records`: who did what to personal data, whether the records are intact, and the monthly
 * review. Read-only: no route changes or removes a record.
 */
export const accessRecordRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The records the filters find, newest first',
        querystring: accessRecordListQuery,
        response: { 200: accessRecordList },
      },
    },
    async (request) => fastify.accessRecords.list(request.query),
  );

  fastify.get(
    '/verify',
    {
      schema: {
        tags,
        summary: 'Checks that every record follows the one before it (hash chain)',
        response: { 200: accessRecordVerification },
      },
    },
    async () => fastify.accessRecords.verify(),
  );

  fastify.get(
    '/reviews',
    {
      schema: {
        tags,
        summary: 'The months whose records were reviewed',
        response: { 200: z.object({ reviews: z.array(accessReview) }) },
      },
    },
    async () => ({ reviews: await fastify.accessRecords.reviews() }),
  );

  fastify.put(
    '/reviews/:month',
    {
      schema: {
        tags,
        summary: 'Marks an ended month reviewed, once (409 `MONTH_NOT_ENDED`, `MONTH_REVIEWED`)',
        params: accessReviewMonth,
        body: accessReviewInput.nullish(),
        response: { 200: z.object({ review: accessReview }) },
      },
    },
    async (request) => ({
      review: await fastify.accessRecords.review(request, request.params.month, request.body?.note),
    }),
  );
};
