import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { SessionState } from '@taesung/shared';

export interface SeenCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
  authorization: string | null;
  responseType: string | undefined;
}

export type Answer = { status: number; data?: unknown; headers?: Record<string, string> };

/** The API at the client's boundary: an axios adapter that records each call and answers as `handle` says. */
export function fakeApi(handle: (call: SeenCall) => Answer | Promise<Answer>) {
  const calls: SeenCall[] = [];
  let handler = handle;
  const adapter: AxiosAdapter = async (config) => {
    const call: SeenCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: { ...(config.params as Record<string, unknown> | undefined) },
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      authorization: (config.headers.get('Authorization') as string | null | undefined) ?? null,
      responseType: config.responseType,
    };
    calls.push(call);
    const { status, data = null, headers = {} } = await handler(call);
    const response: AxiosResponse = { status, statusText: String(status), data, headers, config, request: {} };
    if (status >= 400)
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  return {
    adapter,
    calls,
    handle(next: typeof handle) {
      handler = next;
    },
  };
}

export const session: SessionState = {
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  payload: { sub: 'user-1', type: 'access', scope: ['console'], username: 'admin', name: '관리자' },
};
