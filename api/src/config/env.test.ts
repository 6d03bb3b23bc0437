import { loadConfig } from './env.ts';

describe('configuration', () => {
  it('refuses a first administrator password shorter than the console allows, naming the variable', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'short' })).toThrow(
      'ADMIN_PASSWORD: ADMIN_PASSWORD needs at least 10 characters',
    );
  });

  it('takes a password of the allowed length, and none at all (a generated one is logged)', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'long-enough-pass' }).ADMIN_PASSWORD).toBe('long-enough-pass');
    expect(loadConfig({ ADMIN_PASSWORD: '  ' }).ADMIN_PASSWORD).toBeUndefined();
  });
});
