import { z } from 'zod';
import { allConsoleScopes, consoleScopes } from '../constants.ts';
import { id, isoDateTime, koreanPhone, pageQuery } from './common.ts';

export { allConsoleScopes, consoleScopes, type ConsoleScope } from '../constants.ts';

export const level = z.object({ _id: id, name: z.string().min(1).max(50), scope: z.array(z.string().min(1).max(50)) });
export type Level = z.infer<typeof level>;
/** A level takes only known scopes; the API adds `console` to a level given any module's scope. */
export const levelInput = z
  .object({ name: level.shape.name, scope: z.array(z.enum(consoleScopes)).max(allConsoleScopes.length * 2) })
  .strict();

/**
 * OWASP ASVS 5.0: 10 to 128 characters, no composition rules. The API also refuses a password that
 * `estimatePassword` finds common or guessable (issue codes `password_common`, `password_guessable`).
 */
export const password = z.string().min(10).max(128);

export const username = z.string().trim().regex(/^[a-z0-9._-]{3,30}$/);

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
