import type { MakeStoreOptions } from '@taesung/shared';
import { lawyers, mediaItems, popups, setting, successCases } from './fixtures.ts';

export type Adapter = NonNullable<NonNullable<MakeStoreOptions['client']>['adapter']>;
type AdapterConfig = Parameters<Adapter>[0];

export interface RecordedRequest {
  url: string;
  params: Record<string, unknown>;
  language: string | undefined;
}

/** Answers the home page's calls to `/api/v1` with the fixtures, recording each call. */
export function fixtureAdapter(requests: RecordedRequest[] = []): Adapter {
  return async (config: AdapterConfig) => {
    const url = config.url ?? '';
    const params = (config.params ?? {}) as Record<string, unknown>;
    const headers = config.headers as { get?: (name: string) => unknown } | undefined;
    requests.push({ url, params, language: headers?.get?.('Accept-Language') as string | undefined });
    const respond = (data: unknown) => ({ status: 200, statusText: 'OK', data, headers: {}, config });
    const list = (boards: unknown[]) => ({
      boards,
      summary: { totalCount: boards.length, page: 1, limit: Number(params.limit ?? 20) },
    });
    if (url === '/api/v1/boards' && params.code === 'media') return respond(list(mediaItems));
    if (url === '/api/v1/boards' && params.code === 'reference') return respond(list(successCases));
    if (url === '/api/v1/lawyers')
      return respond({ lawyers, summary: { totalCount: lawyers.length, page: 1, limit: 100 } });
    if (url === '/api/v1/popups') return respond({ popups });
    if (url === '/api/v1/setting') return respond({ setting });
    const response = {
      status: 404,
      statusText: 'Not Found',
      data: { message: 'Not found', code: 'NOT_FOUND' },
      headers: {},
      config,
    };
    throw Object.assign(new Error('Request failed with status code 404'), { isAxiosError: true, config, response });
  };
}
