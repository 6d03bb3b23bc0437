import { api } from '@taesung/shared';

export interface PasswordChange {
  current: string;
  next: string;
}

/** The signed-in account's own password (`PUT /api/console/me/password`); its other sessions end. */
export const consoleMeApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeOwnPassword: build.mutation<void, PasswordChange>({
      query: (input) => ({ url: '/api/console/me/password', method: 'PUT', data: input }),
    }),
  }),
});

export const { useChangeOwnPasswordMutation } = consoleMeApi;
