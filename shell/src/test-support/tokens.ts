/** An unsigned token with the given payload (the browser only reads it; the server checks signatures). */
export function token(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export const staffRefresh = token({ sub: 'staff-1', type: 'refresh', scope: ['console'] });
export const staffAccess = token({
  sub: 'staff-1',
  type: 'access',
  scope: ['console'],
  name: '김서연',
  username: 'seoyeon',
});
export const visitorAccess = token({ sub: 'member-9', type: 'access', scope: ['member'], name: '방문자' });
