import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSigningSecret, parseBasic, parseBearer } from './auth.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

test('without JWT_SECRET a secret is generated once, kept private in DATA_DIR and reused', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'taesung-secret-'));
  try {
    const first = await loadSigningSecret({ DATA_DIR: dataDir });
    const second = await loadSigningSecret({ DATA_DIR: dataDir });
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    const other = await mkdtemp(path.join(tmpdir(), 'taesung-secret-'));
    expect(Buffer.from(await loadSigningSecret({ DATA_DIR: other })).equals(Buffer.from(first))).toBe(false);
    await rm(other, { recursive: true, force: true });
    expect(
      new TextDecoder().decode(
        await loadSigningSecret({ DATA_DIR: dataDir, JWT_SECRET: 'configured-secret-of-enough-length-00' }),
      ),
    ).toBe('configured-secret-of-enough-length-00');
    expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(new TextDecoder().decode(first));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('Basic credentials are read as UTF-8; a colon may be part of the password', () => {
  const header = `Basic ${Buffer.from('Admin:비밀:번호1234', 'utf8').toString('base64')}`;
  expect(parseBasic(header)).toEqual({ username: 'admin', password: '비밀:번호1234' });
  expect(parseBasic('Basic')).toBeNull();
  expect(parseBasic(`Basic ${Buffer.from('no-colon').toString('base64')}`)).toBeNull();
  expect(parseBasic('Bearer abc')).toBeNull();
  expect(parseBearer('Bearer a.b.c')).toBe('a.b.c');
  expect(parseBearer('Basic a.b.c')).toBeNull();
});

test('password hashes are scrypt with OWASP parameters, salted and verifiable', async () => {
  const hash = await hashPassword('올바른-비밀번호-1');
  expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
  expect(await hashPassword('올바른-비밀번호-1')).not.toBe(hash);
  expect(await verifyPassword('올바른-비밀번호-1', hash)).toBe(true);
  expect(await verifyPassword('틀린-비밀번호-1', hash)).toBe(false);
  expect(await verifyPassword('anything', 'bcrypt$whatever')).toBe(false);
});
