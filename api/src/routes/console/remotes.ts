import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allConsoleScopes } from '@taesung/shared/schemas';
import { remoteNames } from '@taesung/shared/site';
import { ApiError, ValidationError } from '../../lib/errors.ts';
import {
  checkRemoteAt,
  readRemoteOverrides,
  remoteAddresses,
  remoteBaseUrl,
  remoteLocationAllowed,
  setRemoteOverride,
} from '../../plugins/site/remote-directory.ts';

const remoteAddress = z.object({
  url: z.string().describe('The base URL the browser loads the remote from, ending with `/`'),
  source: z
    .enum(['override', 'environment', 'local'])
    .describe('`override`: set here; `environment`: `REMOTE_<NAME>_URL`; `local`: this server'),
});
const remotesResponse = z.object({ remotes: z.record(z.enum(remoteNames), remoteAddress) });
const remoteParams = z.object({ name: z.enum(remoteNames) });
const remoteInput = z
  .object({
    url: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .nullable()
      .describe('The base URL of the deployed build; `null` goes back to the configured address'),
  })
  .strict();

/**
 * `/api/console/remotes`: where each part of the site (a remote) is loaded from, and moving one while the site runs.
 * Every replica reads the addresses from the database and is told of a change through the change feed.
 */
export const remoteRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: remotes'];
  const addresses = async () => ({ remotes: remoteAddresses(fastify.config, await readRemoteOverrides(fastify.db)) });

  fastify.get(
    '/',
    { schema: { tags, summary: 'Where each remote is loaded from', response: { 200: remotesResponse } } },
    addresses,
  );

  fastify.put(
    '/:name',
    {
      schema: {
        tags,
        summary:
          'Points a remote at a deployed build at a listed location (checked first), or back to its configured address with `null`; answers the new map',
        params: remoteParams,
        body: remoteInput,
        response: { 200: remotesResponse },
      },
    },
    async (request) => {
      const { name } = request.params;
      const refuse = async (
        status: number,
        code: 'REMOTES_ADMIN_ONLY' | 'REMOTE_LOCATION_NOT_ALLOWED' | 'REMOTE_REDIRECTED',
        detail: string,
        params?: Record<string, string>,
      ) => {
        await fastify.accessRecords.record(request, { action: 'refused', detail: `remote ${name}: ${detail}` });
        return new ApiError(status, code, params);
      };
      // The code of any remote runs in the console's pages with the signed-in staff's rights: only an account
      // that already holds every right may choose where it comes from, and only among the locations the operator listed.
      if (!allConsoleScopes.every((scope) => request.caller?.scope.includes(scope)))
        throw await refuse(403, 'REMOTES_ADMIN_ONLY', 'needs every scope');
      let url: string | null = null;
      if (request.body.url !== null) {
        url = remoteBaseUrl(request.body.url);
        if (!url) throw new ValidationError([{ path: 'url', code: 'invalid_format' }]);
        if (!remoteLocationAllowed(fastify.config, url))
          throw await refuse(403, 'REMOTE_LOCATION_NOT_ALLOWED', `${url} is not a listed location`, { url });
        const problem = await checkRemoteAt(name, url);
        if (problem && 'found' in problem) throw new ApiError(400, 'REMOTE_MISMATCH', { name, found: problem.found });
        if (problem?.redirect !== undefined) {
          throw await refuse(400, 'REMOTE_REDIRECTED', `${url}${problem.file} redirects to ${problem.redirect}`, {
            file: problem.file,
            location: problem.redirect || '?',
          });
        }
        if (problem) throw new ApiError(400, 'REMOTE_NOT_FOUND', { name, file: problem.file, status: problem.status });
      }
      await setRemoteOverride(fastify.db, name, url);
      await fastify.changes.publish('remotes');
      await fastify.accessRecords.record(request, {
        action: 'update',
        detail: `remote ${name}: ${url ?? 'configured address'}`,
      });
      request.log.info({ remote: name, url }, 'remote address changed');
      return addresses();
    },
  );
};
