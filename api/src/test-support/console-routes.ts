import type { HTTPMethods } from 'fastify';
import type { TestApp } from './app.ts';

/** Every `/api/console` route the API documents, once each, with its path parameters filled in. */
export async function documentedConsoleRoutes(t: TestApp): Promise<{ method: HTTPMethods; url: string }[]> {
  const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const seen = new Set<string>();
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/console'))
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['get', 'post', 'put', 'delete'].includes(method))
        .map((method) => ({
          method: method.toUpperCase() as HTTPMethods,
          url: path
            .replace(/\/$/, '')
            .replace('{id}', '0123456789abcdef01234567')
            .replace('{index}', '0')
            .replace('{name}', `${'a'.repeat(32)}.pdf`),
        })),
    )
    .filter((route) => !seen.has(`${route.method} ${route.url}`) && seen.add(`${route.method} ${route.url}`));
}
