import { totpCode, totpStep, totpStepSeconds } from '../api/src/lib/totp.ts';

/** An administrator signed in through the API and enrolled in two-factor sign-in, as its level requires. */
export interface EnrolledAdmin {
  accessToken: string;
  /** A code the API takes for the next sign-in: a step later than the one enrolment used, within the step it allows ahead. */
  nextCode: () => string;
  /** A code the API takes now: when the steps it allows ahead are all used, waits for the clock to reach the next. */
  freshCode: () => Promise<string>;
}

async function post<T>(url: string, body: unknown, accessToken?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Signs the site's first administrator in with its password (no second factor yet on a new installation) and enrols
 * it, so the measured console is the one an administrator uses every day rather than the enrolment screen.
 */
export async function enrolAdmin(origin: string, username: string, password: string): Promise<EnrolledAdmin> {
  const { accessToken } = await post<{ accessToken?: string }>(`${origin}/api/auth/login`, { username, password });
  if (!accessToken) throw new Error(`${username} already signs in with two factors`);
  const { secret } = await post<{ secret: string }>(`${origin}/api/console/me/two-factor/setup`, {}, accessToken);
  const enrolledAt = Date.now();
  await post(`${origin}/api/console/me/two-factor/enable`, { code: totpCode(secret, enrolledAt) }, accessToken);
  let lastStep = totpStep(enrolledAt);
  const nextCode = () => {
    lastStep = Math.max(totpStep(), lastStep + 1);
    return totpCode(secret, lastStep * totpStepSeconds * 1000);
  };
  return {
    accessToken,
    nextCode,
    async freshCode() {
      const wait = lastStep * totpStepSeconds * 1000 - Date.now() + 200;
      if (lastStep >= totpStep() + 1 && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return nextCode();
    },
  };
}
