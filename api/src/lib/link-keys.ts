import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Keys of visitors' private links (a question's page, a booking): HMAC-SHA-256 of the purpose and the row's id under
 * the server's signing secret. Nothing is stored, so the database holds no key to read, and a key made for one row
 * or purpose opens no other.
 */
export function createLinkKeys(secret: Uint8Array, purpose: string) {
  const keyOf = (id: string) => createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');
  return {
    keyOf,
    /** Whether `key` opens the row `id`, compared in constant time. */
    opens(id: string, key: string) {
      const expected = Buffer.from(keyOf(id));
      const given = Buffer.from(key);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
