import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemOf, listOf, question, questionAnswerInput, questionListQuery } from '@taesung/shared/schemas';
import { questionPath, toQuestion } from '../../services/questions.ts';
import { idParams, paged } from '../helpers.ts';

const tags = ['console: center'];

/** `/api/console/center/questions`: visitors' questions and their answers. */
export const questionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const item = itemOf('question', question);
  fastify.get(
    '/',
    { schema: { tags, querystring: questionListQuery, response: { 200: listOf('questions', question) } } },
    async (request) => {
      const { questions, totalCount } = await fastify.questions.list(request.query);
      await fastify.accessRecords.recordPage(
        request,
        'question',
        questions.map((question) => question._id),
        request.query,
      );
      return { questions, summary: paged(totalCount, request.query) };
    },
  );
  fastify.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One question with every value (leaves a `view` access record)',
        params: idParams,
        response: { 200: item },
      },
    },
    async (request) => {
      const row = await fastify.questions.get(request.params.id);
      await fastify.accessRecords.record(request, { action: 'view', subject: 'question', subjectIds: [row.id] });
      return { question: toQuestion(row) };
    },
  );
  fastify.put(
    '/:id',
    {
      schema: {
        tags,
        summary:
          "Answers; the first answer is mailed, with the link to the question's private page, to a visitor who left an e-mail address; a later edit is not mailed",
        params: idParams,
        body: questionAnswerInput,
        response: { 200: item },
      },
    },
    async (request) => {
      const { row, firstAnswer } = await fastify.questions.answer(request.params.id, request.body);
      await fastify.accessRecords.record(request, {
        action: 'update',
        subject: 'question',
        subjectIds: [row.id],
        detail: firstAnswer ? 'answered' : 'answer edited',
      });
      if (firstAnswer) {
        const link = `${fastify.publicOrigin}${row.locale === 'en' ? '/en' : ''}${questionPath(row.id, fastify.questions.keyOf(row.id))}`;
        fastify.messaging.later(() => fastify.notifications.answer(row, link));
      }
      return { question: toQuestion(row) };
    },
  );
  fastify.delete('/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    await fastify.questions.remove(request.params.id);
    await fastify.accessRecords.record(request, {
      action: 'delete',
      subject: 'question',
      subjectIds: [request.params.id],
    });
    return reply.code(204).send();
  });
};
