import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { FastifyInstance } from 'fastify';

/** An axios adapter that answers the rendered page's API calls inside this process (no network round trip). */
export function injectAdapter(app: FastifyInstance): AxiosAdapter {
  return async (config) => {
    const url = new URL(config.url ?? '/', 'http://taesung.local');
    for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers[key.toLowerCase()] = value;
    }
    const reply = await app.inject({
      method: (config.method ?? 'get').toUpperCase() as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, 'x-server-render': '1' },
      payload: config.data as string | undefined,
    });
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.statusCode,
      statusText: reply.statusMessage,
      headers: AxiosHeaders.from(reply.headers as Record<string, string>),
      config,
      request: {},
    };
    const valid = config.validateStatus ? config.validateStatus(reply.statusCode) : reply.statusCode < 400;
    if (valid) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.statusCode}`,
      reply.statusCode >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      response.request,
      response,
    );
  };
}
