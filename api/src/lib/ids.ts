import { randomBytes } from 'node:crypto';

let lastTime = 0;
let lastRandom = 0n;
const randomSpace = 1n << 48n;

/**
 * A new `_id`: 24 hex characters, the creation time (ms) then 48 random bits. Ids made in the same millisecond
 * continue from the previous one, so ids sort in creation order within a process.
 */
export function newId(): string {
  const now = Date.now();
  if (now > lastTime) {
    lastTime = now;
    lastRandom = BigInt(`0x${randomBytes(6).toString('hex')}`) >> 1n;
  } else {
    lastRandom = (lastRandom + 1n) % randomSpace;
  }
  return lastTime.toString(16).padStart(12, '0') + lastRandom.toString(16).padStart(12, '0');
}

/** A random name for a stored file: 32 hex characters (128 bits), so its address cannot be guessed. */
export function newFileStem(): string {
  return randomBytes(16).toString('hex');
}
