import axios, { isAxiosError, type AxiosError, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { Locale } from '../constants.ts';
import { accessTokenRefreshed, loggedOut, type SessionState } from '../session/session-slice.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the replay of a request that met a 401, so it is not refreshed twice. */
    replayed?: boolean;
  }
}

export interface ApiClientOptions {
  getSession: () => SessionState;
  dispatch: (action: { type: string }) => unknown;
  getLocale: () => Locale;
  /** Shows the server's message on a 403 (the browser's `alert` by default). */
  alert?: (message: string) => void;
  baseURL?: string;
  /** Lets the server answer the page's own calls in-process while it renders. */
  adapter?: AxiosAdapter;
}

export const refreshPath = '/api/auth/accessToken';

function messageOf(error: AxiosError): string {
  const data = error.response?.data as { message?: unknown } | undefined;
  return typeof data?.message === 'string' ? data.message : error.message;
}

/**
 * The API client of the whole page (seed §8): the bearer comes from the session, `Accept-Language` from the
 * current locale; a 401 with a stored refresh token refreshes the access token and replays the request (after a
 * failed refresh the session is logged out and the request replayed anyway); a 403 alerts the server's message.
 */
export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const { getSession, dispatch, getLocale, baseURL, adapter } = options;
  const alert = options.alert ?? ((message: string) => globalThis.alert?.(message));
  const client = axios.create({ baseURL, adapter, headers: { Accept: 'application/json' } });
  const refresher = axios.create({ baseURL, adapter, headers: { Accept: 'application/json' } });
  let refreshing: Promise<string | null> | null = null;

  const refreshAccessToken = (refreshToken: string): Promise<string | null> => {
    refreshing ??= refresher
      .get<{ accessToken: string }>(refreshPath, {
        headers: { Authorization: `Bearer ${refreshToken}`, 'Accept-Language': getLocale() },
      })
      .then((response) => {
        const token = response.data?.accessToken;
        if (typeof token !== 'string') throw new Error('no access token in the refresh answer');
        dispatch(accessTokenRefreshed(token));
        return token;
      })
      .catch(() => {
        dispatch(loggedOut());
        return null;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const { accessToken } = getSession();
    if (accessToken) config.headers.set('Authorization', `Bearer ${accessToken}`);
    else config.headers.delete('Authorization');
    config.headers.set('Accept-Language', getLocale());
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || !error.response || !error.config) throw error;
    const { status } = error.response;
    const config = error.config;
    if (status === 401) {
      const { refreshToken } = getSession();
      if (!refreshToken || config.replayed || config.url === refreshPath) throw error;
      await refreshAccessToken(refreshToken);
      return client.request({ ...config, replayed: true });
    }
    if (status === 403) {
      alert(messageOf(error));
      throw error;
    }
    throw error;
  });

  return client;
}
