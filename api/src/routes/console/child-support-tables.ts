import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemOf, listOf } from '@taesung/shared/schemas';
import {
  childSupportTableCheck,
  childSupportTableInput,
  childSupportTableRecord,
  childSupportTableSummary,
} from '@taesung/shared/schemas/calculators';
import { checkAnswer, checkTableInput } from '../../services/child-support-tables.ts';
import { idParams, whole } from '../helpers.ts';

/** A pasted table of 66 cells is about 4 KB; a whole table as JSON a little more. */
const tableBodyLimit = 1024 * 1024;

/**
 * `/api/console/child-support-tables`: versions of the standard child-support table. A new version is checked cell by
 * cell before it is kept and takes effect on its day; a version in force is never changed (docs/calculators.md).
 */
export const childSupportTableRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: settings'];
  const item = itemOf('childSupportTable', childSupportTableRecord);
  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every version, the latest first, with which one is in force',
        response: { 200: listOf('childSupportTables', childSupportTableSummary) },
      },
    },
    async () => {
      const tables = await fastify.childSupportTables.list();
      return { childSupportTables: tables, summary: whole(tables.length) };
    },
  );
  fastify.get(
    '/:id',
    { schema: { tags, summary: 'One version with its cells', params: idParams, response: { 200: item } } },
    async (request) => ({
      childSupportTable: await fastify.childSupportTables.get(request.params.id),
    }),
  );
  fastify.post(
    '/check',
    {
      bodyLimit: tableBodyLimit,
      schema: {
        tags,
        summary:
          'Checks a version (its `cells`, or pasted `text`) without keeping it: every problem, each message naming its cell or line',
        body: childSupportTableInput,
        response: { 200: childSupportTableCheck },
      },
    },
    async (request) => checkAnswer(checkTableInput(request.body), request.locale),
  );
  fastify.post(
    '/',
    {
      bodyLimit: tableBodyLimit,
      schema: {
        tags,
        summary:
          'Adds a version from its day on; 400 `TABLE_INVALID` naming the first bad cell, `TABLE_DATE_PAST`; 409 `TABLE_DATE_TAKEN`',
        body: childSupportTableInput,
        response: { 201: item },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ childSupportTable: await fastify.childSupportTables.create(request.body) }),
  );
  fastify.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a version not yet in force; 409 `TABLE_IN_EFFECT` for one that is or was',
        params: idParams,
      },
    },
    async (request, reply) => {
      await fastify.childSupportTables.remove(request.params.id);
      return reply.code(204).send();
    },
  );
};
