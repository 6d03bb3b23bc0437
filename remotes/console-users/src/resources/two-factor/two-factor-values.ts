import { z } from 'zod';

export const codeInput = z.object({ code: z.string().regex(/^\d{6}$/) });
export const disableInput = z.object({ password: z.string().min(1).max(128), code: z.string().regex(/^\d{6}$/) });

/** The secret as it is typed by hand into an app: groups of four (`JBSW Y3DP EHPK 3PXP`). */
export const groupedSecret = (secret: string) =>
  secret
    .replace(/\s/g, '')
    .match(/.{1,4}/g)
    ?.join(' ') ?? '';

/** The API's QR code (an SVG document) as a picture's address. */
export const qrDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A wrong current password is the API's refusal of the password field. */
export function onPasswordField(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'WRONG_PASSWORD') {
    return { ...error, issues: [{ path: 'password', code: 'wrong_password' }] };
  }
  return error;
}
