import type {
  AxiosAdapter,
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  AxiosStatic,
  InternalAxiosRequestConfig,
} from 'axios';
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

/** The page's one API client: axios with the seed §8 interceptors, created on its first call. */
export interface ApiClient {
  readonly baseURL: string | undefined;
  /** The axios instance with the interceptors. */
  instance(): Promise<AxiosInstance>;
  /** An axios instance without interceptors, for calls that carry their own Authorization (login, logout). */
  plain(): Promise<AxiosInstance>;
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}

function messageOf(error: AxiosError): string {
  const data = error.response?.data as { message?: unknown } | undefined;
  return typeof data?.message === 'string' ? data.message : error.message;
}

function withInterceptors(axios: AxiosStatic, options: ApiClientOptions): AxiosInstance {
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
    if (!axios.isAxiosError(error) || !error.response || !error.config) throw error;
    const { status } = error.response;
    const config = error.config;
    if (status === 401) {
      const { refreshToken } = getSession();
      if (!refreshToken || config.replayed || config.url === refreshPath) throw error;
      await refreshAccessToken(refreshToken);
      return client.request({ ...config, replayed: true });
    }
    if (status === 403) {
      if ((error.response.data as { code?: unknown } | undefined)?.code !== 'TWO_FACTOR_REQUIRED')
        alert(messageOf(error));
      throw error;
    }
    throw error;
  });

  return client;
}

/**
 * The API client of the whole page (seed §8): the bearer comes from the session, `Accept-Language` from the
 * current locale; a 401 with a stored refresh token refreshes the access token and replays the request (after a
 * failed refresh the session is logged out and the request replayed anyway); a 403 alerts the server's message
 * (except `TWO_FACTOR_REQUIRED`, which the console answers by opening the enrolment).
 * axios itself is loaded with the first call: a server-rendered page needs none to show its content.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let axiosModule: Promise<AxiosStatic> | undefined;
  let instance: Promise<AxiosInstance> | undefined;
  let plain: Promise<AxiosInstance> | undefined;
  const load = () => (axiosModule ??= import('axios').then((module) => module.default));
  const client = () => (instance ??= load().then((axios) => withInterceptors(axios, options)));
  return {
    baseURL: options.baseURL,
    instance: client,
    plain: () =>
      (plain ??= load().then((axios) =>
        axios.create({ baseURL: options.baseURL, adapter: options.adapter, headers: { Accept: 'application/json' } }),
      )),
    request: (config) => client().then((axios) => axios.request(config)),
    get: (url, config) => client().then((axios) => axios.get(url, config)),
    delete: (url, config) => client().then((axios) => axios.delete(url, config)),
    post: (url, data, config) => client().then((axios) => axios.post(url, data, config)),
    put: (url, data, config) => client().then((axios) => axios.put(url, data, config)),
    patch: (url, data, config) => client().then((axios) => axios.patch(url, data, config)),
  };
}
