import type { AxiosError, AxiosRequestConfig } from 'axios';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiClient } from './client.ts';

/** What thunks and queries receive as `extra`: the page's one API client. */
export interface ThunkExtra {
  apiClient: ApiClient;
}

const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

export interface ApiError {
  status: number;
  message: string;
  code?: string;
  /** The fields the server found wrong (`path` like `phone`), for forms to mark. */
  issues?: { path: string; code: string }[];
  /** The next free times offered with a time just taken (409 `SLOT_TAKEN`). */
  slots?: { start: string; end: string }[];
}

export type ApiRequest = string | (AxiosRequestConfig & { url: string });

export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, { extra, signal }) => {
  const { apiClient } = extra as ThunkExtra;
  const config = typeof request === 'string' ? { url: request } : request;
  try {
    const response = await apiClient.request({ ...config, signal });
    return { data: response.data };
  } catch (error) {
    if (isAxiosError(error)) {
      const data = error.response?.data as
        { message?: unknown; code?: unknown; issues?: unknown; slots?: unknown } | undefined;
      const issues = Array.isArray(data?.issues)
        ? data.issues.filter(
            (issue): issue is { path: string; code: string } =>
              typeof issue?.path === 'string' && typeof issue?.code === 'string',
          )
        : undefined;
      return {
        error: {
          status: error.response?.status ?? 0,
          message: typeof data?.message === 'string' ? data.message : error.message,
          code: typeof data?.code === 'string' ? data.code : undefined,
          ...(issues ? { issues } : {}),
          ...(Array.isArray(data?.slots) ? { slots: data.slots as ApiError['slots'] } : {}),
        },
      };
    }
    return { error: { status: 0, message: error instanceof Error ? error.message : String(error) } };
  }
};

/** The one RTK Query API of the page; each remote injects its endpoints into it. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: [
    'Setting',
    'Board',
    'Popup',
    'Banner',
    'Lawyer',
    'Practice',
    'Terms',
    'Faq',
    'Notification',
    'Question',
    'ConsultationRequest',
    'Booking',
    'User',
    'Level',
    'Outbox',
    'Statistics',
  ],
  endpoints: () => ({}),
});
