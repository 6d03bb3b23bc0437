import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boardBulkInput,
  boardInput,
  boardListItem,
  boardRecord,
  bulkResult,
  consoleBoardListQuery,
  itemOf,
  listOf,
  pageQuery,
  searchListOf,
  type BoardCode,
} from '@taesung/shared/schemas';
import type { BoardRow } from '../../services/boards.ts';
import {
  idParams,
  indexParams,
  keepingUploads,
  paged,
  parseWith,
  publicFile,
  readMultipart,
  readSingleFile,
} from '../helpers.ts';

async function removeUploads(fastify: FastifyInstance, row: Pick<BoardRow, 'thumb' | 'files'>) {
  const urls = [row.thumb, ...row.files.map((file) => file.url)];
  await Promise.all(
    urls.map((url) =>
      fastify.storage
        .removeByUrl(url)
        .catch((error: unknown) => fastify.log.warn({ err: error, url }, 'upload not removed')),
    ),
  );
}

/** Post routes, for all posts (`/boards`) or for one code (`/center/notifications`). */
function postRoutes(
  fastify: Parameters<FastifyPluginAsyncZod>[0],
  options: { tag: string; plural: string; singular: string; code?: BoardCode },
) {
  const { tag, plural, singular, code } = options;
  const tags = [tag];
  const item = itemOf(singular, boardRecord);
  const input = code ? boardInput.omit({ code: true }) : boardInput;
  const toInput = (body: unknown) => parseWith(boardInput, code ? { ...(body as object), code } : body);

  if (code) {
    fastify.get(
      '/',
      {
        schema: {
          tags,
          querystring: pageQuery.extend({ published: consoleBoardListQuery.shape.published }),
          response: { 200: listOf(plural, boardRecord) },
        },
      },
      async (request) => {
        const { boards, totalCount } = await fastify.boards.list({ ...request.query, code });
        return { [plural]: boards, summary: paged(totalCount, request.query) } as never;
      },
    );
  } else {
    fastify.get(
      '/',
      {
        schema: {
          tags,
          summary: 'Posts without their bodies; with `search`, counted up to 1000 (`summary.capped`)',
          querystring: consoleBoardListQuery,
          response: { 200: searchListOf(plural, boardListItem) },
        },
      },
      async (request) => {
        const { boards, totalCount, capped } = await fastify.boards.listItems(request.query);
        return {
          [plural]: boards,
          summary: { ...paged(totalCount, request.query), ...(capped ? { capped } : {}) },
        } as never;
      },
    );

    fastify.post(
      '/bulk',
      {
        schema: {
          tags,
          summary: 'Publishes, unpublishes or deletes up to 100 posts at once',
          body: boardBulkInput,
          response: { 200: bulkResult },
        },
      },
      async (request) => {
        const { count, removed } = await fastify.boards.bulk(request.body);
        await Promise.all(removed.map((row) => removeUploads(fastify, row)));
        return { count };
      },
    );
  }

  fastify.get(
    '/:id',
    { schema: { tags, params: idParams, response: { 200: item } } },
    async (request) =>
      ({
        [singular]: await fastify.boards.get(request.params.id, code),
      }) as never,
  );

  fastify.post('/', { schema: { tags, body: input, response: { 201: item } } }, async (request, reply) => {
    const board = await fastify.boards.create(toInput(request.body));
    return reply.code(201).send({ [singular]: board } as never);
  });

  fastify.put(
    '/:id',
    { schema: { tags, params: idParams, body: input, response: { 200: item } } },
    async (request) =>
      ({
        [singular]: await fastify.boards.update(request.params.id, toInput(request.body), code),
      }) as never,
  );

  fastify.delete('/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    const row = await fastify.boards.remove(request.params.id, code);
    await removeUploads(fastify, row);
    return reply.code(204).send();
  });

  fastify.post(
    '/:id/files',
    {
      schema: {
        tags,
        summary: 'Attaches files (multipart, field `files`; up to 10, 30 MB each)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: item },
      },
    },
    async (request) => {
      await fastify.boards.get(request.params.id, code);
      const { files } = await readMultipart(request, fastify.storage, 'attachment');
      const board = await keepingUploads(fastify.storage, files, () =>
        fastify.boards.addFiles(request.params.id, files.map(publicFile), code),
      );
      return { [singular]: board } as never;
    },
  );

  fastify.delete(
    '/:id/files/:index',
    { schema: { tags, params: indexParams, response: { 200: item } } },
    async (request) => {
      const { board, removed } = await fastify.boards.removeFile(request.params.id, request.params.index, code);
      await fastify.storage.removeByUrl(removed.url);
      return { [singular]: board } as never;
    },
  );

  fastify.post(
    '/:id/thumb',
    {
      schema: {
        tags,
        summary: 'Sets the thumbnail (multipart, one image, 10 MB)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: item },
      },
    },
    async (request) => {
      await fastify.boards.get(request.params.id, code);
      const { file } = await readSingleFile(request, fastify.storage, 'image');
      const { board, replaced } = await keepingUploads(fastify.storage, [file], () =>
        fastify.boards.setThumb(request.params.id, file.url),
      );
      await fastify.storage.removeByUrl(replaced);
      return { [singular]: board } as never;
    },
  );

  fastify.delete('/:id/thumb', { schema: { tags, params: idParams, response: { 200: item } } }, async (request) => {
    await fastify.boards.get(request.params.id, code);
    const { board, replaced } = await fastify.boards.setThumb(request.params.id, null);
    await fastify.storage.removeByUrl(replaced);
    return { [singular]: board } as never;
  });
}

/** `/api/console/boards`: success cases, notices and media items. */
export const boardRoutes: FastifyPluginAsyncZod = async (fastify) => {
  postRoutes(fastify, { tag: 'console: boards', plural: 'boards', singular: 'board' });
};

/** `/api/console/center/notifications`: the posts with code `notice`. */
export const notificationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  postRoutes(fastify, { tag: 'console: center', plural: 'notifications', singular: 'notification', code: 'notice' });
};
