import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What changed: `content`, anything the public site shows (posts, pages, settings, terms…); `remotes`, where a remote
 * is or which version it serves. A subscriber also hears `all` when changes may have been missed (the connection
 * that carries them dropped, or came back), and should then drop everything it keeps.
 */
export type ChangeTopic = 'content' | 'remotes';
export type ChangeNotice = ChangeTopic | 'all';

/** The one feed of changes every replica hears, whichever replica the change went through. */
export interface ChangeFeed {
  /** Tells this server's subscribers at once, then every other server's. */
  publish(topic: ChangeTopic): Promise<void>;
  /** Answers a function that stops listening. */
  subscribe(listener: (topic: ChangeNotice) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeFeed;
  }
}

/** The PostgreSQL channel of the feed; a message is `{ from, topic }` in JSON. */
export const changeChannel = 'taesung_changes';

const topics: readonly ChangeNotice[] = ['content', 'remotes', 'all'];

/** Whether a request is a console write that went through (any of them may change what the public site shows). */
const isConsoleWrite = (method: string, url: string, status: number) =>
  method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && url.startsWith('/api/console') && status < 400;

/**
 * `app.changes`: on PostgreSQL, `NOTIFY` on one channel that every server `LISTEN`s to; on the embedded database,
 * which only one server opens, within this process. Every successful console write publishes `content` before its
 * answer leaves, so the next read, on any replica, does not meet a cache that predates it.
 */
async function changeFeed(fastify: FastifyInstance) {
  const listeners = new Set<(topic: ChangeNotice) => void>();
  const self = randomUUID();

  const deliver = (topic: ChangeNotice) => {
    for (const listener of listeners) {
      try {
        listener(topic);
      } catch (error) {
        fastify.log.error({ err: error, topic }, 'a change listener failed');
      }
    }
  };

  const notifications = fastify.database.notifications;
  let stopListening: (() => Promise<void>) | undefined;
  if (notifications) {
    let connected = false;
    stopListening = notifications.listen(changeChannel, {
      onMessage(payload) {
        try {
          const { from, topic } = JSON.parse(payload) as { from?: unknown; topic?: unknown };
          if (from !== self) deliver(topics.includes(topic as ChangeNotice) ? (topic as ChangeNotice) : 'all');
        } catch {
          deliver('all');
        }
      },
      onListening() {
        connected = true;
        // Whatever was written while this server was not listening went unheard.
        deliver('all');
      },
      onLost(error) {
        if (connected) fastify.log.warn({ err: error }, 'the change feed lost its connection; listening again');
        connected = false;
        deliver('all');
      },
    });
  }

  const feed: ChangeFeed = {
    async publish(topic) {
      deliver(topic);
      if (!notifications) return;
      try {
        await notifications.notify(changeChannel, JSON.stringify({ from: self, topic }));
      } catch (error) {
        fastify.log.error({ err: error, topic }, 'a change could not be announced to the other servers');
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  fastify.decorate('changes', feed);

  fastify.addHook('onSend', async (request, reply) => {
    if (isConsoleWrite(request.method, request.url, reply.statusCode)) await feed.publish('content');
  });
  fastify.addHook('onClose', async () => {
    listeners.clear();
    await stopListening?.();
  });
}

export default fp(changeFeed, { name: 'change-feed', fastify: '5.x', dependencies: ['database'] });
