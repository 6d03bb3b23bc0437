import { expect, type APIRequestContext } from '@playwright/test';
import { accessToken } from './console.ts';

const stamp = Date.now().toString(36).slice(-6);
const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'ko' });

/** The newest link to set a password mailed to `email`, read from the outbox as an administrator. */
export async function passwordLink(request: APIRequestContext, email: string): Promise<string> {
  const token = await accessToken(request);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get('/api/console/outbox?limit=50', { headers: bearer(token) });
      const { messages } = (await answer.json()) as { messages: { to: string; body: string }[] };
      const body = messages.find((message) => message.to === email)?.body ?? '';
      link = /\/console\/password\/reset\?token=[^"'<\s&]+/.exec(body)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** A staff account made through the API (invited, then its password set through the link), for the journeys that start signed in. */
export async function invitedStaff(request: APIRequestContext, suffix: string, scope: string[] = ['console', 'console:posts'], levelOptions: { twoFactor?: boolean } = {}) {
  const token = await accessToken(request);
  const level = await request.post('/api/console/levels', { headers: bearer(token), data: { name: `e2e ${suffix} ${stamp}`, scope, ...levelOptions } });
  expect(level.status()).toBe(201);
  const levelId = ((await level.json()) as { level: { _id: string } }).level._id;
  const account = { username: `e2e.${suffix}.${stamp}`, password: `garden-${suffix}-lantern-${stamp}`, name: '정하늘', email: `e2e-${suffix}-${stamp}@example.com` };
  const created = await request.post('/api/console/users', {
    headers: bearer(token),
    data: { username: account.username, name: account.name, email: account.email, phone: '010-2222-3333', level: levelId, active: true },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { user: { _id: string } }).user._id;
  const link = await passwordLink(request, account.email);
  const resetToken = decodeURIComponent(new URL(link, 'http://site').searchParams.get('token')!);
  const reset = await request.post('/api/v1/users/recovery/reset', { data: { token: resetToken, password: account.password } });
  expect(reset.status()).toBe(204);
  return { ...account, id };
}
