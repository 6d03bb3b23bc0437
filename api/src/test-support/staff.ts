import { eq } from 'drizzle-orm';
import { levels } from '../db/schema.ts';
import type { TestApp } from './app.ts';
import type { ReceivedMail } from './smtp.ts';

/** A password the rule accepts for any test account. */
export const staffPassword = 'quiet-harbor-lantern-47';

let address = 0;
/** Each password set from its own address, so a file's accounts stay under the reset route's rate limit. */
const nextAddress = () => `198.51.100.${(address = (address % 250) + 1)}`;

/**
 * The token of the newest password link (invitation or reset) mailed to an address, read where its owner reads it:
 * the mail the SMTP server received (the app's own, or `received`). The outbox never holds it.
 */
export async function mailedToken(t: TestApp, to: string, received: ReceivedMail[] | null = t.mail): Promise<string> {
  if (!received) throw new Error('the app sends no mail to a server of the test');
  await t.app.messaging.idle();
  const mail = received.findLast(
    (item) => item.to.includes(to.toLowerCase()) && item.text.includes('/console/password/reset?token='),
  );
  const token = /\/console\/password\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no password link mailed to ${to}`);
  return token;
}

/** Sets a password with the token of a mailed link, as the console's password page does. */
export const setPassword = (t: TestApp, token: string, password: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/users/recovery/reset',
    payload: { token, password },
    remoteAddress: nextAddress(),
  });

export interface StaffAccount {
  user: { _id: string; username: string; email: string; level: string };
  password: string;
}

/**
 * A staff account made the way the console makes one: created by an administrator (at `level`, or at a new level
 * with `scope`), then given its password through the invitation it was mailed. A new level holding `console:staff`
 * or `console:records` requires two-factor sign-in; as with `createTestApp`, it is then turned off in the database
 * unless `twoFactor` is true, so tests about something else sign in with a password alone.
 */
export async function staffAccount(
  t: TestApp,
  adminToken: string,
  account: {
    username: string;
    level?: string;
    scope?: string[];
    password?: string;
    active?: boolean;
    name?: string;
    twoFactor?: boolean;
  },
): Promise<StaffAccount> {
  let level = account.level;
  if (!level) {
    const created = await t.request({
      method: 'POST',
      url: '/api/console/levels',
      token: adminToken,
      payload: { name: `${account.username} 등급`, scope: account.scope ?? [] },
    });
    if (created.statusCode !== 201) throw new Error(`level not created: ${created.body}`);
    level = created.json().level._id as string;
    if (!account.twoFactor) await t.database.db.update(levels).set({ twoFactor: false }).where(eq(levels.id, level));
  }
  const email = `${account.username}@taesung-law.example`;
  const response = await t.request({
    method: 'POST',
    url: '/api/console/users',
    token: adminToken,
    payload: {
      username: account.username,
      name: account.name ?? '테스트 직원',
      email,
      phone: '010-5555-6666',
      level,
      active: account.active ?? true,
    },
  });
  if (response.statusCode !== 201) throw new Error(`account not created: ${response.body}`);
  const password = account.password ?? staffPassword;
  const set = await setPassword(t, await mailedToken(t, email), password);
  if (set.statusCode !== 204) throw new Error(`password not set: ${set.body}`);
  return { user: response.json().user, password };
}

/** Logs in from an address of its own (the auth routes allow 30 calls a minute per address); answers both tokens. */
export async function logIn(
  t: TestApp,
  username: string,
  password: string,
): Promise<{ refreshToken: string; accessToken: string; status: number }> {
  const remoteAddress = nextAddress();
  const basic = `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
  const refresh = await t.request({
    method: 'GET',
    url: '/api/auth/refreshToken',
    headers: { authorization: basic },
    remoteAddress,
  });
  if (refresh.statusCode !== 200) return { refreshToken: '', accessToken: '', status: refresh.statusCode };
  const { refreshToken } = refresh.json<{ refreshToken: string }>();
  const access = await t.request({ method: 'GET', url: '/api/auth/accessToken', token: refreshToken, remoteAddress });
  return {
    refreshToken,
    accessToken: access.statusCode === 200 ? access.json<{ accessToken: string }>().accessToken : '',
    status: access.statusCode,
  };
}
