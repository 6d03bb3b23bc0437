import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesMap } from '@taesung/shared';
import { isRemoteFailure, type RemoteFailure } from './fallback-plugin.ts';
import { createRemoteLoader, type LoadedRemote, type TrackedPromise } from './remote-loader.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const load = jest.mocked(loadRemote);
const register = jest.mocked(registerRemotes);
const home = { routes: [{ path: '/', Component: () => null }] };
const map = {
  home: {
    entry: '/remotes/home/remoteEntry.js',
    ssrEntry: 'http://taesung.local/remotes/home/server/remoteEntry.js',
    version: 'v1',
  },
} as unknown as RemotesMap;

beforeEach(() => {
  load.mockReset();
  register.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the remote loader', () => {
  it('answers a remote that does not answer with a failure once its time is up, not before and not never', async () => {
    jest.useFakeTimers();
    load.mockReturnValue(new Promise(() => undefined));
    const loader = createRemoteLoader('browser', 5000);
    loader.register(map);
    const loading = loader.load('home') as TrackedPromise<LoadedRemote>;
    await jest.advanceTimersByTimeAsync(4999);
    expect(loading.status).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(loading.status).toBe('fulfilled');
    const loaded = await loading;
    expect(isRemoteFailure(loaded)).toBe(true);
    expect((loaded as RemoteFailure).failure.message).toBe('timed out');
  });

  it('answers a remote that throws while loading with a failure instead of rejecting', async () => {
    load.mockRejectedValue(new Error('home is broken'));
    const loader = createRemoteLoader('server', 50);
    loader.register(map);
    const loaded = await loader.load('home');
    expect(loaded).toMatchObject({ routes: [], failure: { id: 'home/routes', message: 'home is broken' } });
    expect(console.error).toHaveBeenCalledWith('[federation] home/routes could not be loaded: home is broken');
  });

  it('in the browser keeps a failure until the visitor retries, then loads the remote afresh', async () => {
    load.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(home as never);
    const loader = createRemoteLoader('browser', 50);
    loader.register(map);
    expect(isRemoteFailure(await loader.load('home'))).toBe(true);
    expect(isRemoteFailure(await loader.load('home'))).toBe(true);
    Object.assign(globalThis, { webpackChunkhome: [[[806], {}]] });
    loader.retry('home');
    // A chunk a broken runtime received is not handed to the next one.
    expect('webpackChunkhome' in globalThis).toBe(false);
    expect(register).toHaveBeenLastCalledWith([{ name: 'home', entry: '/remotes/home/remoteEntry.js' }], {
      force: true,
    });
    expect(await loader.load('home')).toBe(home);
  });

  it('on the server answers a failed remote with the fallback at once for a while, then tries it again', async () => {
    jest.useFakeTimers();
    load.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(home as never);
    const loader = createRemoteLoader('server', 3000, 5000);
    loader.register(map);
    expect(isRemoteFailure(await loader.load('home'))).toBe(true);
    await jest.advanceTimersByTimeAsync(4999);
    expect(isRemoteFailure(await loader.load('home'))).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(register).toHaveBeenLastCalledWith([{ name: 'home', entry: `${map.home.ssrEntry}?v=v1` }], { force: true });
    expect(await loader.load('home')).toBe(home);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
