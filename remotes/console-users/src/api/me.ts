import { api, type User } from '@taesung/shared';

export interface PasswordChange {
  current: string;
  next: string;
}

/** The signed-in account (`GET /api/console/me`: its level) and its own password (`PUT /api/console/me/password`; its other sessions end). */
export const consoleMeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOwnAccount: build.query<User, void>({
      query: () => '/api/console/me',
      transformResponse: (answer: { user: User }) => answer.user,
      providesTags: [{ type: 'User', id: 'ME' }],
    }),
    changeOwnPassword: build.mutation<void, PasswordChange>({
      query: (input) => ({ url: '/api/console/me/password', method: 'PUT', data: input }),
    }),
  }),
});

export const { useGetOwnAccountQuery, useChangeOwnPasswordMutation } = consoleMeApi;
