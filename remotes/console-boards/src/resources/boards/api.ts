import {
  api,
  type BoardBulkInput,
  type BoardInput,
  type BoardListItem,
  type BoardRecord,
  type ListSummary,
} from '@taesung/shared';

export interface ConsoleBoardList {
  boards: BoardListItem[];
  summary: ListSummary & { capped?: boolean };
}

const listTag = { type: 'Board', id: 'CONSOLE_LIST' } as const;

/** The console's posts (`/api/console/boards`): every code, published or not, in both languages. */
export const consoleBoardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleBoards: build.query<ConsoleBoardList, Record<string, string | number>>({
      query: (params) => ({ url: '/api/console/boards', params }),
      providesTags: (result) => [
        listTag,
        ...(result?.boards ?? []).map((board) => ({ type: 'Board' as const, id: board._id })),
      ],
    }),
    getConsoleBoard: build.query<BoardRecord, string>({
      query: (id) => `/api/console/boards/${encodeURIComponent(id)}`,
      transformResponse: (response: { board: BoardRecord }) => response.board,
      providesTags: (_result, _error, id) => [{ type: 'Board', id }],
    }),
    createConsoleBoard: build.mutation<BoardRecord, BoardInput>({
      query: (data) => ({ url: '/api/console/boards', method: 'POST', data }),
      transformResponse: (response: { board: BoardRecord }) => response.board,
      invalidatesTags: [listTag, 'Statistics'],
    }),
    updateConsoleBoard: build.mutation<BoardRecord, { id: string; input: BoardInput }>({
      query: ({ id, input }) => ({ url: `/api/console/boards/${encodeURIComponent(id)}`, method: 'PUT', data: input }),
      transformResponse: (response: { board: BoardRecord }) => response.board,
      invalidatesTags: (_result, _error, { id }) => [listTag, { type: 'Board', id }, 'Statistics'],
    }),
    deleteConsoleBoard: build.mutation<void, string>({
      query: (id) => ({ url: `/api/console/boards/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [listTag, { type: 'Board', id }, 'Statistics'],
    }),
    bulkConsoleBoards: build.mutation<{ count: number }, BoardBulkInput>({
      query: (data) => ({ url: '/api/console/boards/bulk', method: 'POST', data }),
      invalidatesTags: (_result, _error, { ids }) => [
        listTag,
        ...ids.map((id) => ({ type: 'Board' as const, id })),
        'Statistics',
      ],
    }),
    deleteConsoleBoardThumb: build.mutation<BoardRecord, string>({
      query: (id) => ({ url: `/api/console/boards/${encodeURIComponent(id)}/thumb`, method: 'DELETE' }),
      transformResponse: (response: { board: BoardRecord }) => response.board,
      invalidatesTags: (_result, _error, id) => [listTag, { type: 'Board', id }],
    }),
    deleteConsoleBoardFile: build.mutation<BoardRecord, { id: string; index: number }>({
      query: ({ id, index }) => ({
        url: `/api/console/boards/${encodeURIComponent(id)}/files/${index}`,
        method: 'DELETE',
      }),
      transformResponse: (response: { board: BoardRecord }) => response.board,
      invalidatesTags: (_result, _error, { id }) => [listTag, { type: 'Board', id }],
    }),
  }),
});

export const boardThumbUrl = (id: string) => `/api/console/boards/${encodeURIComponent(id)}/thumb`;
export const boardFilesUrl = (id: string) => `/api/console/boards/${encodeURIComponent(id)}/files`;

export const {
  useGetConsoleBoardsQuery,
  useGetConsoleBoardQuery,
  useCreateConsoleBoardMutation,
  useUpdateConsoleBoardMutation,
  useDeleteConsoleBoardMutation,
  useBulkConsoleBoardsMutation,
  useDeleteConsoleBoardThumbMutation,
  useDeleteConsoleBoardFileMutation,
} = consoleBoardsApi;
