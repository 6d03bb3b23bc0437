import { api, type ListSummary, type OutboxMessage, type User } from '@taesung/shared';

export interface ConsoleUserList {
  users: User[];
  summary: ListSummary;
}

/** What staff enter for an account; the account sets its own password through the invitation mail. */
export interface UserInput {
  name: string;
  email: string;
  phone: string;
  level: string;
  active: boolean;
}

export interface UserCreateInput extends UserInput {
  username: string;
}

const listTag = { type: 'User', id: 'CONSOLE_LIST' } as const;
const userPath = (id: string) => `/api/console/users/${encodeURIComponent(id)}`;

/** Staff accounts (`/api/console/users`): the list, one account, its changes, withdrawal, restoration and purge. */
export const consoleUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleUsers: build.query<ConsoleUserList, Record<string, string | number>>({
      query: (params) => ({ url: '/api/console/users', params }),
      providesTags: (result) => [
        listTag,
        ...(result?.users ?? []).map((user) => ({ type: 'User' as const, id: user._id })),
      ],
    }),
    getConsoleWithdrawals: build.query<ConsoleUserList, Record<string, string | number>>({
      query: (params) => ({ url: '/api/console/users/withdrawals', params }),
      providesTags: [listTag],
    }),
    getConsoleUser: build.query<User, string>({
      query: (id) => userPath(id),
      transformResponse: (response: { user: User }) => response.user,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    createConsoleUser: build.mutation<User, UserCreateInput>({
      query: (input) => ({ url: '/api/console/users', method: 'POST', data: input }),
      transformResponse: (response: { user: User }) => response.user,
      invalidatesTags: ['User'],
    }),
    updateConsoleUser: build.mutation<User, { id: string; input: Partial<UserInput> }>({
      query: ({ id, input }) => ({ url: userPath(id), method: 'PUT', data: input }),
      transformResponse: (response: { user: User }) => response.user,
      invalidatesTags: ['User'],
    }),
    sendPasswordReset: build.mutation<OutboxMessage, string>({
      query: (id) => ({ url: `${userPath(id)}/password-reset`, method: 'POST' }),
      transformResponse: (response: { message: OutboxMessage }) => response.message,
      invalidatesTags: ['Outbox'],
    }),
    withdrawConsoleUser: build.mutation<User, string>({
      query: (id) => ({ url: `${userPath(id)}/withdraw`, method: 'POST' }),
      transformResponse: (response: { user: User }) => response.user,
      invalidatesTags: ['User'],
    }),
    restoreConsoleUser: build.mutation<User, string>({
      query: (id) => ({ url: `${userPath(id)}/restore`, method: 'POST' }),
      transformResponse: (response: { user: User }) => response.user,
      invalidatesTags: ['User'],
    }),
    purgeConsoleUser: build.mutation<void, string>({
      query: (id) => ({ url: userPath(id), method: 'DELETE' }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useGetConsoleUsersQuery,
  useGetConsoleWithdrawalsQuery,
  useGetConsoleUserQuery,
  useCreateConsoleUserMutation,
  useUpdateConsoleUserMutation,
  useSendPasswordResetMutation,
  useWithdrawConsoleUserMutation,
  useRestoreConsoleUserMutation,
  usePurgeConsoleUserMutation,
} = consoleUsersApi;
