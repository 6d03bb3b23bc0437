import { expect, type APIRequestContext } from '@playwright/test';
import { startSmtpServer } from '../../api/src/test-support/smtp.ts';
import { accessToken } from './console.ts';

const stamp = Date.now().toString(36).slice(-6);
const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'ko' });

/**
 * The mail server the e2e server sends to (`SMTP_URL` on `E2E_SMTP_PORT`), listening until `close`: password links
 * reach only their recipient's mailbox (the outbox keeps a marker in their place), so a journey that needs one
 * opens the mailbox before the link is sent.
 */
export async function mailbox() {
  const smtp = await startSmtpServer(Number(process.env.E2E_SMTP_PORT));
  return {
    /** The newest link to set a password mailed to `email`, as a path on the site. */
    async passwordLink(email: string): Promise<string> {
      let link: string | undefined;
      await expect
        .poll(() => {
          const mail = smtp.received.findLast(
            (item) => item.to.includes(email.toLowerCase()) && item.text.includes('/console/password/reset?token='),
          );
          link = /\/console\/password\/reset\?token=[^"'<\s&]+/.exec(mail?.text ?? '')?.[0];
          return link;
        })
        .toBeTruthy();
      return link!;
    },
    close: () => smtp.close(),
  };
}

/** A staff account made through the API (invited, then its password set through the link), for the journeys that start signed in. */
export async function invitedStaff(
  request: APIRequestContext,
  suffix: string,
  scope: string[] = ['console', 'console:posts'],
  levelOptions: { twoFactor?: boolean } = {},
) {
  const token = await accessToken(request);
  const level = await request.post('/api/console/levels', {
    headers: bearer(token),
    data: { name: `e2e ${suffix} ${stamp}`, scope, ...levelOptions },
  });
  expect(level.status()).toBe(201);
  const levelId = ((await level.json()) as { level: { _id: string } }).level._id;
  const account = {
    username: `e2e.${suffix}.${stamp}`,
    password: `garden-${suffix}-lantern-${stamp}`,
    name: '정하늘',
    email: `e2e-${suffix}-${stamp}@example.com`,
  };
  const mail = await mailbox();
  let id: string;
  let link: string;
  try {
    const created = await request.post('/api/console/users', {
      headers: bearer(token),
      data: {
        username: account.username,
        name: account.name,
        email: account.email,
        phone: '010-2222-3333',
        level: levelId,
        active: true,
      },
    });
    expect(created.status()).toBe(201);
    id = ((await created.json()) as { user: { _id: string } }).user._id;
    link = await mail.passwordLink(account.email);
  } finally {
    await mail.close();
  }
  const resetToken = decodeURIComponent(new URL(link, 'http://site').searchParams.get('token')!);
  const reset = await request.post('/api/v1/users/recovery/reset', {
    data: { token: resetToken, password: account.password },
  });
  expect(reset.status()).toBe(204);
  return { ...account, id };
}
