import { z } from 'zod';
import { id, isoDateTime, koreanPhone, pageQuery } from './common.ts';

export const level = z.object({ _id: id, name: z.string().min(1).max(50), scope: z.array(z.string().min(1).max(50)) });
export type Level = z.infer<typeof level>;
export const levelInput = level.omit({ _id: true }).strict();

/** At least 10 characters with letters (of any script) and digits or symbols. */
export const password = z
  .string()
  .min(10)
  .max(128)
  .regex(/\p{L}/u)
  .regex(/[^\p{L}]/u);

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

export const userCreateInput = z
  .object({
    username,
    password,
    name: z.string().trim().min(1).max(50),
    email: z.email().max(200),
    phone: koreanPhone,
    level: id,
    active: z.boolean().default(true),
  })
  .strict();
export type UserCreateInput = z.infer<typeof userCreateInput>;
export const userUpdateInput = userCreateInput.omit({ password: true, username: true }).partial().extend({ password: password.optional() }).strict();
export const userListQuery = pageQuery.extend({ level: id.optional(), active: z.enum(['true', 'false']).optional() });

export const passwordChangeInput = z.object({ current: z.string().min(1).max(128), next: password }).strict();
export const recoveryInput = z.object({ username: z.string().trim().min(1).max(30), email: z.email() }).strict();
export const passwordResetInput = z.object({ token: z.string().min(10).max(200), password }).strict();

export const refreshTokenResponse = z.object({ refreshToken: z.string() });
export const accessTokenResponse = z.object({ accessToken: z.string() });
