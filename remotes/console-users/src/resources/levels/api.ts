import { api, type Level, type ListSummary } from '@taesung/shared';

export interface ConsoleLevelList {
  levels: Level[];
  summary: ListSummary;
}

export interface LevelInput {
  name: string;
  scope: string[];
  /** Its accounts sign in with a second factor (an authenticator app's code). */
  twoFactor: boolean;
}

const levelPath = (id: string) => `/api/console/levels/${encodeURIComponent(id)}`;

/** Levels and the scopes they grant (`/api/console/levels`). */
export const consoleLevelsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleLevels: build.query<ConsoleLevelList, Record<string, string | number>>({
      query: (params) => ({ url: '/api/console/levels', params }),
      providesTags: (result) => [
        { type: 'Level', id: 'CONSOLE_LIST' },
        ...(result?.levels ?? []).map((level) => ({ type: 'Level' as const, id: level._id })),
      ],
    }),
    getConsoleLevel: build.query<Level, string>({
      query: (id) => levelPath(id),
      transformResponse: (response: { level: Level }) => response.level,
      providesTags: (_result, _error, id) => [{ type: 'Level', id }],
    }),
    createConsoleLevel: build.mutation<Level, LevelInput>({
      query: (input) => ({ url: '/api/console/levels', method: 'POST', data: input }),
      transformResponse: (response: { level: Level }) => response.level,
      invalidatesTags: ['Level'],
    }),
    updateConsoleLevel: build.mutation<Level, { id: string; input: LevelInput }>({
      query: ({ id, input }) => ({ url: levelPath(id), method: 'PUT', data: input }),
      transformResponse: (response: { level: Level }) => response.level,
      invalidatesTags: ['Level'],
    }),
    deleteConsoleLevel: build.mutation<void, string>({
      query: (id) => ({ url: levelPath(id), method: 'DELETE' }),
      invalidatesTags: ['Level'],
    }),
  }),
});

export const {
  useGetConsoleLevelsQuery,
  useGetConsoleLevelQuery,
  useCreateConsoleLevelMutation,
  useUpdateConsoleLevelMutation,
  useDeleteConsoleLevelMutation,
} = consoleLevelsApi;

/** Every level, for the names in the accounts' list and the level choice of the account form. */
export const useAllLevels = () => useGetConsoleLevelsQuery({ limit: 100 });
