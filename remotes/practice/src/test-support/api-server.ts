import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  language: string | undefined;
  body: unknown;
}

export interface Reply {
  status?: number;
  body: unknown;
}

export type Route = (request: RecordedRequest) => Reply | undefined;

/**
 * A real HTTP server for component tests: it answers like the API (JSON, CORS for jsdom's XMLHttpRequest) from a
 * route function and records every request it receives.
 */
export async function startApiServer(initialRoute: Route = () => undefined) {
  let route = initialRoute;
  const requests: RecordedRequest[] = [];

  const server: Server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const headers = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type, Accept, Accept-Language, Authorization',
    };
    if (incoming.method === 'OPTIONS') {
      response.writeHead(204, headers);
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://localhost');
      const text = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        language: incoming.headers['accept-language'],
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(request);
      const reply = route(request) ?? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
      response.writeHead(reply.status ?? 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    setRoute(next: Route) {
      route = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ApiServer = Awaited<ReturnType<typeof startApiServer>>;
