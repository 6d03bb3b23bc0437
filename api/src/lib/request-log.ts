import type { FastifyRequest } from 'fastify';
import { splitLocale } from '@taesung/shared/site';

/**
 * Pages whose address carries what a visitor typed: a calculator's inputs and result, and the summary it hands to
 * the consultation request. Their query is left out of the request log, and such a page is not kept in the cache of
 * rendered pages.
 */
const privateQueryPaths = [/^\/calculator\//, /^\/contact\/consultation\/?$/];

/** Whether the query of a page (its path, with or without the language prefix) is the visitor's own input. */
export const hasPrivateQuery = (pathname: string) =>
  privateQueryPaths.some((pattern) => pattern.test(splitLocale(pathname).path));

/** A request's URL as the log keeps it: without the query of a page whose query is the visitor's own input. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  return at >= 0 && hasPrivateQuery(url.slice(0, at)) ? url.slice(0, at) : url;
}

/** Fastify's request log entry (method, URL, host, client address and port), with `loggedUrl`. */
export function requestLogEntry(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
