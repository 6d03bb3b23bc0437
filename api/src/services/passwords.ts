import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ValidationError } from '../lib/errors.ts';

/** OWASP's scrypt parameters: N = 2^17, r = 8, p = 1 (128 MiB, run on libuv's thread pool). */
let defaults = { log2N: 17, r: 8, p: 1 };
const keyLength = 64;

/**
 * For the API's test apps only (`NODE_ENV=test`): new hashes with N = 2^10 instead of 2^17, 2 ms instead of a
 * third of a second, so the suites' hundreds of sign-ins and password changes do not spend minutes hashing. The
 * code is the same and a hash names its parameters, so each is verified as it was made; the production parameters
 * have a test of their own (services/auth.test.ts), which does not call this.
 */
export function useTestPasswordCost(): void {
  if (process.env.NODE_ENV !== 'test') throw new Error('a lower password hashing cost is for tests only');
  defaults = { ...defaults, log2N: 10 };
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const optionsOf = (log2N: number, r: number, p: number): ScryptOptions => ({
  N: 2 ** log2N,
  r,
  p,
  maxmem: 256 * 1024 * 1024,
});

/** `scrypt$17$8$1$<salt>$<key>` (base64url), so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, optionsOf(defaults.log2N, defaults.r, defaults.p));
  return ['scrypt', defaults.log2N, defaults.r, defaults.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/**
 * What an account holds before its first password is set (an invitation not yet taken up): no password matches
 * it, and checking one against it costs the time of a real check.
 */
export const noPassword = '!';

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return verifyDecoy(password);
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), optionsOf(Number(log2N), Number(r), Number(p)));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

let decoy: Promise<string> | undefined;

/** Spends the time of one verification, so an unknown username answers as slowly as a wrong password. */
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(12).toString('base64url'));
  await verifyPassword(password, await decoy);
  return false;
}

/** A password for the first administrator when none is configured: 20 random characters. */
export function generatePassword(): string {
  return `${randomBytes(15).toString('base64url')}7a`;
}

/** The firm's own names, which make a password guessable as much as the account's own words do. */
export const firmWords = ['taesung', '태성'] as const;

/**
 * Refuses a password `estimatePassword` finds common or guessable, counting the account's username, name and
 * e-mail and the firm's names as guessable words: a 400 naming the field (`body.next`, `body.password`) with
 * `password_common` or `password_guessable`. The estimator's dictionaries (a few MB) load on the first password set,
 * not with the server.
 */
export async function ensureStrongPassword(
  password: string,
  account: { username: string; name: string; email: string },
  field: 'next' | 'password',
): Promise<void> {
  const { estimatePassword } = await import('@taesung/shared/password-strength');
  const { problem } = estimatePassword(password, [account.username, account.name, account.email, ...firmWords]);
  if (!problem) return;
  const code = problem === 'short' ? 'too_small' : problem === 'long' ? 'too_big' : `password_${problem}`;
  throw new ValidationError([{ path: `body.${field}`, code }]);
}
