export interface TokenPayload {
  sub: string;
  type: 'refresh' | 'access';
  scope: string[];
  exp?: number;
  iat?: number;
  name?: string;
  username?: string;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads a token's payload without checking its signature (the server checks it on every call). */
export function decodeToken(token: string | null | undefined): TokenPayload | null {
  if (!token) return null;
  const [, payload] = token.split('.');
  if (!payload) return null;
  try {
    const parsed = JSON.parse(decodeBase64Url(payload)) as Partial<TokenPayload>;
    if (typeof parsed.sub !== 'string') return null;
    return {
      ...parsed,
      sub: parsed.sub,
      type: parsed.type === 'refresh' ? 'refresh' : 'access',
      scope: Array.isArray(parsed.scope) ? parsed.scope.filter((item): item is string => typeof item === 'string') : [],
    };
  } catch {
    return null;
  }
}
