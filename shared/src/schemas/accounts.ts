import { z } from 'zod';
import { allConsoleScopes, consoleScopes } from '../constants.ts';
import { id, isoDateTime, koreanPhone, pageQuery } from './common.ts';

export { allConsoleScopes, consoleScopes, type ConsoleScope } from '../constants.ts';

/** `twoFactor`: the level's accounts sign in with a one-time code besides the password (docs/privacy.md). */
export const level = z.object({
  _id: id,
  name: z.string().min(1).max(50),
  scope: z.array(z.string().min(1).max(50)),
  twoFactor: z.boolean(),
});
export type Level = z.infer<typeof level>;
/** A level takes only known scopes; the API adds `console` to a level given any module's scope. No `twoFactor` keeps it as it is (off for a new level). */
export const levelInput = z
  .object({
    name: level.shape.name,
    scope: z.array(z.enum(consoleScopes)).max(allConsoleScopes.length * 2),
    twoFactor: z.boolean().optional(),
  })
  .strict();

/**
 * OWASP ASVS 5.0: 10 to 128 characters, no composition rules. The API also refuses a password that
 * `estimatePassword` finds common or guessable (issue codes `password_common`, `password_guessable`).
 */
export const password = z.string().min(10).max(128);

export const username = z
  .string()
  .trim()
  .regex(/^[a-z0-9._-]{3,30}$/);

export const user = z.object({
  _id: id,
  username,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  level: id,
  active: z.boolean(),
  withdrawnAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type User = z.infer<typeof user>;

/** A new account has no password: it is mailed an invitation to set one. */
export const userCreateInput = z
  .object({
    username,
    name: z.string().trim().min(1).max(50),
    email: z.email().max(200),
    phone: koreanPhone,
    level: id,
    active: z.boolean().default(true),
  })
  .strict();
export type UserCreateInput = z.infer<typeof userCreateInput>;
/** An administrator never sees or sets a password: `POST users/{id}/password-reset` mails a link instead. */
export const userUpdateInput = userCreateInput.omit({ username: true }).partial().strict();
export const userListQuery = pageQuery.extend({ level: id.optional(), active: z.enum(['true', 'false']).optional() });

export const passwordChangeInput = z.object({ current: z.string().min(1).max(128), next: password }).strict();
export const recoveryInput = z.object({ username: z.string().trim().min(1).max(30), email: z.email() }).strict();
export const passwordResetInput = z.object({ token: z.string().min(10).max(200), password }).strict();

export const refreshTokenResponse = z.object({ refreshToken: z.string() });
export const accessTokenResponse = z.object({ accessToken: z.string() });

/** Sign-in's first step: both tokens, or a ticket for the second step when the account has two-factor sign-in on. */
export const loginInput = z
  .object({ username: z.string().trim().toLowerCase().min(1).max(30), password: z.string().min(1).max(128) })
  .strict();
export const twoFactorTicket = z.object({ twoFactor: z.object({ ticket: z.string(), expiresIn: z.number().int() }) });
export const tokensResponse = z.object({ refreshToken: z.string(), accessToken: z.string() });
export const loginResponse = z.union([tokensResponse, twoFactorTicket]);
export const refreshTokenOrTicketResponse = z.union([refreshTokenResponse, twoFactorTicket]);
/** A six-digit code from the authenticator app, or one of the recovery codes (`ABCD-EFGH`). */
export const oneTimeCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
export const recoveryCode = z.string().trim().min(8).max(20);
export const twoFactorLoginInput = z.union([
  z.object({ ticket: z.string().min(1).max(2000), code: oneTimeCode }).strict(),
  z.object({ ticket: z.string().min(1).max(2000), recoveryCode }).strict(),
]);
export const twoFactorCodeInput = z.object({ code: oneTimeCode }).strict();
export const twoFactorDisableInput = z.object({ password: z.string().min(1).max(128), code: oneTimeCode }).strict();
export const twoFactorSetup = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string().nullable() });
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;
export const currentSession = z.object({
  _id: z.string(),
  idleMinutes: z.number().int(),
  expiresAt: isoDateTime,
  lastUsedAt: isoDateTime,
});
export const sessionItem = z.object({
  _id: z.string(),
  current: z.boolean().optional(),
  device: z.string(),
  address: z.string(),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime,
  expiresAt: isoDateTime,
});
export type SessionItem = z.infer<typeof sessionItem>;
export const sessionList = z.object({ sessions: z.array(sessionItem) });
