import type { FastifyInstance } from 'fastify';
import type { BoardCard, Lawyer, Setting } from '@taesung/shared/schemas';

export type Locale = 'ko' | 'en';

/** Reads the public API in-process, as a visitor in the given language would. */
export function createSiteData(app: FastifyInstance) {
  async function read<T>(url: string, locale: Locale): Promise<T | null> {
    const reply = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': locale, 'x-server-render': '1' },
    });
    if (reply.statusCode !== 200) return null;
    return reply.json<T>();
  }

  async function readAll<Item, Key extends string>(path: string, key: Key, locale: Locale): Promise<Item[]> {
    const items: Item[] = [];
    for (let page = 1; page <= 50; page += 1) {
      const separator = path.includes('?') ? '&' : '?';
      const body = await read<Record<Key, Item[]> & { summary: { totalCount: number } }>(
        `${path}${separator}page=${page}&limit=100`,
        locale,
      );
      if (!body) break;
      items.push(...body[key]);
      if (items.length >= body.summary.totalCount || body[key].length === 0) break;
    }
    return items;
  }

  return {
    setting: async (locale: Locale) => (await read<{ setting: Setting }>('/api/v1/setting', locale))?.setting ?? null,
    lawyers: (locale: Locale) => readAll<Lawyer, 'lawyers'>('/api/v1/lawyers', 'lawyers', locale),
    successCases: (locale: Locale) => readAll<BoardCard, 'boards'>('/api/v1/boards?code=reference', 'boards', locale),
  };
}

export type SiteData = ReturnType<typeof createSiteData>;
