import type { AxiosError, AxiosInstance } from 'axios';
import type { ApiClient, Locale } from '@taesung/shared';

/** `Basic base64(utf8(username:password))`. */
export function basicAuthorization(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/**
 * A client for the auth endpoints with the page client's address but none of its interceptors: these calls carry
 * their own Authorization header (Basic, or the refresh token), which the page client would replace, and the
 * recovery calls must not carry the session of whoever is logged in.
 */
async function authClient(apiClient: ApiClient, locale: Locale): Promise<AxiosInstance> {
  const client = await apiClient.plain();
  client.defaults.headers.common['Accept-Language'] = locale;
  return client;
}

export type AuthFailure =
  | { kind: 'rejected'; status: number; message: string | null; code: string | null; fields: string[] }
  | { kind: 'network' }
  | { kind: 'unexpected' };

export class AuthError extends Error {
  readonly failure: AuthFailure;

  constructor(failure: AuthFailure, cause: unknown) {
    super(
      failure.kind === 'rejected'
        ? (failure.message ?? `request failed (${failure.status})`)
        : `request failed (${failure.kind})`,
      { cause },
    );
    this.failure = failure;
  }
}

const responseOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'isAxiosError' in error ? (error as AxiosError).response : undefined;

function failureOf(error: unknown): AuthFailure {
  const response = responseOf(error);
  if (response) {
    const data = response.data as { message?: unknown; code?: unknown; issues?: unknown } | undefined;
    const issues = Array.isArray(data?.issues) ? (data.issues as { path?: unknown }[]) : [];
    return {
      kind: 'rejected',
      status: response.status,
      message: typeof data?.message === 'string' && data.message.trim() ? data.message : null,
      code: typeof data?.code === 'string' ? data.code : null,
      fields: issues.flatMap((issue) => (typeof issue?.path === 'string' ? [issue.path] : [])),
    };
  }
  if (typeof error === 'object' && error !== null && 'isAxiosError' in error) return { kind: 'network' };
  return { kind: 'unexpected' };
}

export const failureOfCaught = (caught: unknown): AuthFailure =>
  caught instanceof AuthError ? caught.failure : { kind: 'unexpected' };

/** The failed call behind what these functions threw, for `apiErrorMessage`; null for anything else. */
export const failedCallOf = (caught: unknown): unknown => (caught instanceof AuthError ? caught.cause : null);

export interface SessionTokens {
  refreshToken: string;
  accessToken: string;
}

/** What the password step answers: the session, or a ticket for the second step when the account has two-factor on. */
export type LogInResult =
  { kind: 'tokens'; tokens: SessionTokens } | { kind: 'twoFactor'; ticket: string; expiresIn: number };

async function tokensOf(
  client: AxiosInstance,
  data: { refreshToken?: unknown; accessToken?: unknown } | undefined,
): Promise<SessionTokens> {
  const refreshToken = data?.refreshToken;
  if (typeof refreshToken !== 'string') throw new Error('no refresh token in the answer');
  if (typeof data?.accessToken === 'string') return { refreshToken, accessToken: data.accessToken };
  const access = await client.get<{ accessToken?: unknown }>('/api/auth/accessToken', {
    headers: { Authorization: `Bearer ${refreshToken}` },
  });
  const accessToken = access.data?.accessToken;
  if (typeof accessToken !== 'string') throw new Error('no access token in the answer');
  return { refreshToken, accessToken };
}

/** Username and password → the session's tokens, or the ticket of the two-factor step. */
export async function logIn(
  apiClient: ApiClient,
  locale: Locale,
  username: string,
  password: string,
): Promise<LogInResult> {
  try {
    const client = await authClient(apiClient, locale);
    const answer = await client.post<{
      twoFactor?: { ticket?: unknown; expiresIn?: unknown };
      refreshToken?: unknown;
      accessToken?: unknown;
    }>('/api/auth/login', { username, password });
    const twoFactor = answer.data?.twoFactor;
    if (twoFactor && typeof twoFactor.ticket === 'string') {
      return {
        kind: 'twoFactor',
        ticket: twoFactor.ticket,
        expiresIn: typeof twoFactor.expiresIn === 'number' ? twoFactor.expiresIn : 300,
      };
    }
    return { kind: 'tokens', tokens: await tokensOf(client, answer.data) };
  } catch (error) {
    throw new AuthError(failureOf(error), error);
  }
}

export type SecondFactor = { code: string } | { recoveryCode: string };

/** The second step: the ticket with a code of the authenticator app, or with one of the recovery codes. */
export async function logInWithSecondFactor(
  apiClient: ApiClient,
  locale: Locale,
  ticket: string,
  factor: SecondFactor,
): Promise<SessionTokens> {
  try {
    const client = await authClient(apiClient, locale);
    const answer = await client.post<{ refreshToken?: unknown; accessToken?: unknown }>('/api/auth/login/two-factor', {
      ticket,
      ...factor,
    });
    return await tokensOf(client, answer.data);
  } catch (error) {
    throw new AuthError(failureOf(error), error);
  }
}

/** The ticket of the second step has run out: the password is asked again. */
export const isExpiredTicket = (failure: AuthFailure): boolean =>
  failure.kind === 'rejected' && failure.code === 'TWO_FACTOR_TICKET_EXPIRED';

/** Revokes the refresh token on the server; the caller logs out whatever the answer. */
export async function logOut(apiClient: ApiClient, locale: Locale, refreshToken: string | null): Promise<void> {
  if (!refreshToken) return;
  await (
    await authClient(apiClient, locale)
  ).delete('/api/auth/refreshToken', {
    headers: { Authorization: `Bearer ${refreshToken}` },
  });
}

/** Asks for a reset link; the server answers 202 whether or not the account exists. */
export async function requestRecovery(
  apiClient: ApiClient,
  locale: Locale,
  input: { username: string; email: string },
): Promise<void> {
  try {
    await (await authClient(apiClient, locale)).post('/api/v1/users/recovery', input);
  } catch (error) {
    throw new AuthError(failureOf(error), error);
  }
}

/** Sets a new password with the token of a reset link. */
export async function resetPassword(
  apiClient: ApiClient,
  locale: Locale,
  input: { token: string; password: string },
): Promise<void> {
  try {
    await (await authClient(apiClient, locale)).post('/api/v1/users/recovery/reset', input);
  } catch (error) {
    throw new AuthError(failureOf(error), error);
  }
}

/** The link itself is refused: unknown, expired, already used, or malformed. */
export const isRefusedResetToken = (failure: AuthFailure): boolean =>
  failure.kind === 'rejected' &&
  (failure.code === 'INVALID_RESET_TOKEN' ||
    failure.status === 404 ||
    failure.status === 410 ||
    failure.fields.includes('body.token'));
