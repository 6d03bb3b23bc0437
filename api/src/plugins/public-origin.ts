import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The site's address, the start of every link the server mails, texts or writes into a page: `PUBLIC_URL`, or
     * the address the server listens on. Nothing a request sends (`Host`, `X-Forwarded-Host`) ever counts.
     */
    readonly publicOrigin: string;
  }
}

const everyAddress = new Set(['', '0.0.0.0', '::', '::0', '0:0:0:0:0:0:0:0']);

/** The origin of a server listening on `host` and `port`: `localhost` for every address (0.0.0.0, ::). */
export function listenOrigin(host: string, port: number): string {
  const name = everyAddress.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** `fastify.publicOrigin`, fixed by the configuration; without `PUBLIC_URL` the start says once which address it took. */
async function publicOrigin(fastify: FastifyInstance, { config }: { config: Config }) {
  const configured = config.PUBLIC_URL?.replace(/\/+$/, '');
  let listening: string | undefined;
  const ownAddress = () => {
    if (listening) return listening;
    const address = fastify.server.address();
    if (!address || typeof address !== 'object') return listenOrigin(config.HOST, config.PORT);
    return (listening = listenOrigin(config.HOST, address.port));
  };
  fastify.decorate('publicOrigin', { getter: () => configured ?? ownAddress() });
  if (configured) return;
  let said = false;
  fastify.addHook('onListen', async () => {
    if (said) return;
    said = true;
    fastify.log.warn(
      `PUBLIC_URL is not set: links in mail and pages start with ${ownAddress()}. Set PUBLIC_URL to the site's public address (docs/deploy.md).`,
    );
  });
}

export default fp(publicOrigin, { name: 'public-origin', fastify: '5.x' });
