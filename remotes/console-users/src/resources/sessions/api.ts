import { api } from '@taesung/shared';

/** A signed-in device of an account: one refresh token, with where and when it was used. */
export interface AccountSession {
  _id: string;
  /** Only in the account's own list: the session of this browser. */
  current?: boolean;
  device: string;
  address: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
}

const ownTag = { type: 'User', id: 'OWN_SESSIONS' } as const;
const accountTag = (userId: string) => ({ type: 'User', id: `SESSIONS:${userId}` }) as const;
const accountPath = (userId: string) => `/api/console/users/${encodeURIComponent(userId)}/sessions`;

/** Sessions: the signed-in account's own (`/api/console/me/sessions`) and, for staff managers, any account's. */
export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOwnSessions: build.query<AccountSession[], void>({
      query: () => '/api/console/me/sessions',
      transformResponse: (answer: { sessions: AccountSession[] }) => answer.sessions,
      providesTags: [ownTag],
    }),
    endOwnSession: build.mutation<void, string>({
      query: (id) => ({ url: `/api/console/me/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [ownTag],
    }),
    getAccountSessions: build.query<AccountSession[], string>({
      query: (userId) => accountPath(userId),
      transformResponse: (answer: { sessions: AccountSession[] }) => answer.sessions,
      providesTags: (_result, _error, userId) => [accountTag(userId)],
    }),
    endAccountSession: build.mutation<void, { userId: string; id: string }>({
      query: ({ userId, id }) => ({ url: `${accountPath(userId)}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { userId }) => [accountTag(userId)],
    }),
    endAccountSessions: build.mutation<void, string>({
      query: (userId) => ({ url: accountPath(userId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, userId) => [accountTag(userId)],
    }),
    resetAccountTwoFactor: build.mutation<string, string>({
      query: (userId) => ({ url: `/api/console/users/${encodeURIComponent(userId)}/two-factor/reset`, method: 'POST' }),
      transformResponse: (answer: { message: string }) => answer.message,
      invalidatesTags: (_result, _error, userId) => [accountTag(userId)],
    }),
  }),
});

export const {
  useGetOwnSessionsQuery,
  useEndOwnSessionMutation,
  useGetAccountSessionsQuery,
  useEndAccountSessionMutation,
  useEndAccountSessionsMutation,
  useResetAccountTwoFactorMutation,
} = sessionsApi;
