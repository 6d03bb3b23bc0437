import { createHmac } from 'node:crypto';

/** RFC 6238 as authenticator apps compute it: HMAC-SHA1 over the 30-second step, 6 digits, a base32 secret. */
export const stepSeconds = 30;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.toUpperCase().replace(/[\s=-]/g, '')) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The 30-second step of a time. */
export const stepAt = (time: number = Date.now()) => Math.floor(time / 1000 / stepSeconds);

/** The code of a secret at a step (RFC 4226 section 5.3's dynamic truncation). */
export function totpCode(secret: string, step: number = stepAt()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 15;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
