import { getProcessEnv, isBrowserEnv, isBrowserEnvValue, isDebugMode, isReactNativeEnv } from './sdk-env.ts';

describe('the federation SDK environment checks', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('leaves the debug output off without asking localStorage, even when the browser asks for it there', () => {
    window.localStorage.setItem('FEDERATION_DEBUG', '1');
    const read = jest.spyOn(Storage.prototype, 'getItem');
    const opened = jest.spyOn(window, 'localStorage', 'get');

    expect(isDebugMode()).toBe(false);
    expect(read).not.toHaveBeenCalled();
    expect(opened).not.toHaveBeenCalled();
    window.localStorage.removeItem('FEDERATION_DEBUG');
  });

  it('turns the debug output on when the build says so', () => {
    (globalThis as { FEDERATION_DEBUG?: boolean }).FEDERATION_DEBUG = true;
    try {
      expect(isDebugMode()).toBe(true);
    } finally {
      delete (globalThis as { FEDERATION_DEBUG?: boolean }).FEDERATION_DEBUG;
    }
  });

  it('answers the other checks as the SDK does in a browser', () => {
    expect(isBrowserEnvValue).toBe(true);
    expect(isBrowserEnv()).toBe(true);
    expect(isReactNativeEnv()).toBe(false);
    expect(getProcessEnv()).toBe(process.env);
  });
});
