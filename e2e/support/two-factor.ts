import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, request as requestContext, test, type APIRequestContext } from '@playwright/test';
import { stepAt, stepSeconds, totpCode } from './totp.ts';

/** What the run knows of an enrolled account: its secret, the last step whose code was used, its recovery codes. */
interface Enrolment {
  secret: string;
  lastStep: number;
  recoveryCodes: string[];
}

/** The run's file of enrolments (in the run's temp dir, so each run starts without any), keyed by server and username. */
const stateFile = () => path.join(process.env.E2E_DATA_DIR!, 'two-factor.json');
const keyOf = (origin: string, username: string) => `${new URL(origin).origin} ${username}`;

function readState(): Record<string, Enrolment> {
  const file = stateFile();
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Enrolment>) : {};
}

export function rememberEnrolment(origin: string, username: string, enrolment: Enrolment) {
  writeFileSync(stateFile(), JSON.stringify({ ...readState(), [keyOf(origin, username)]: enrolment }));
}

export const enrolmentOf = (origin: string, username: string): Enrolment | undefined =>
  readState()[keyOf(origin, username)];

/**
 * A code the API accepts now for an enrolled account: it takes the step before, the current and the next one, but
 * each step once and only later than the last used. When all three are used, this waits for the next step (and
 * gives the running test that time).
 */
export async function freshCode(origin: string, username: string): Promise<string> {
  const enrolment = enrolmentOf(origin, username);
  if (!enrolment) throw new Error(`${username} is not enrolled on ${origin}`);
  let now = stepAt();
  if (enrolment.lastStep >= now + 1) {
    const wait = enrolment.lastStep * stepSeconds * 1000 - Date.now() + 200;
    if (wait > 0) {
      const info = test.info();
      if (info.timeout > 0) info.setTimeout(info.timeout + wait);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    now = stepAt();
  }
  const step = Math.max(now - 1, enrolment.lastStep + 1);
  rememberEnrolment(origin, username, { ...enrolment, lastStep: step });
  return totpCode(enrolment.secret, step);
}

/** A code the API accepts now without waiting, or null when the three steps it takes are all used. */
export function codeWithoutWaiting(origin: string, username: string): string | null {
  const enrolment = enrolmentOf(origin, username);
  if (!enrolment || enrolment.lastStep >= stepAt() + 1) return null;
  const step = Math.max(stepAt() - 1, enrolment.lastStep + 1);
  rememberEnrolment(origin, username, { ...enrolment, lastStep: step });
  return totpCode(enrolment.secret, step);
}

/** Takes one of the account's recovery codes out of the run's file (undefined when none is left). */
export function takeRecoveryCode(origin: string, username: string): string | undefined {
  const enrolment = enrolmentOf(origin, username);
  const [code, ...rest] = enrolment?.recoveryCodes ?? [];
  if (enrolment && code) rememberEnrolment(origin, username, { ...enrolment, recoveryCodes: rest });
  return code;
}

/**
 * Enrols an account through the API (setup, then enable with the current code) and keeps what the run needs to sign
 * in with it. `false` when this API has no two-factor sign-in.
 */
export async function enrolThroughApi(
  request: APIRequestContext,
  origin: string,
  username: string,
  accessToken: string,
): Promise<boolean> {
  const headers = { authorization: `Bearer ${accessToken}` };
  const setup = await request.post(new URL('/api/console/me/two-factor/setup', origin).href, { headers });
  if (setup.status() === 404) return false;
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const step = stepAt();
  const enabled = await request.post(new URL('/api/console/me/two-factor/enable', origin).href, {
    headers,
    data: { code: totpCode(secret, step) },
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  rememberEnrolment(origin, username, { secret, lastStep: step, recoveryCodes });
  return true;
}

/**
 * Signs in as a server's seeded administrator (whose level requires two-factor sign-in) and enrols it, once per
 * server and run, so every spec signs in as a real administrator does, with a code.
 */
export async function enrolAdministrator(origin: string, account: { username: string; password: string }) {
  const request = await requestContext.newContext();
  try {
    const login = await request.post(new URL('/api/auth/login', origin).href, { data: account });
    if (!login.ok())
      throw new Error(`${account.username} could not sign in on ${origin}: ${login.status()} ${await login.text()}`);
    const tokens = (await login.json()) as { accessToken?: string; twoFactor?: unknown };
    if (tokens.twoFactor || !tokens.accessToken)
      throw new Error(`${account.username} on ${origin} is already enrolled`);
    await enrolThroughApi(request, origin, account.username, tokens.accessToken);
  } finally {
    await request.dispose();
  }
}
