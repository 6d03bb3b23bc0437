import { api, type ListSummary, type PracticeInput, type PracticeRecord } from '@taesung/shared';

export interface ConsolePracticeList {
  practices: PracticeRecord[];
  summary: ListSummary;
}

/** The practice pages' prose as staff keep it (`/api/console/practices`), both languages. */
export const consolePracticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsolePractices: build.query<ConsolePracticeList, void>({
      query: () => ({ url: '/api/console/practices', params: { limit: 100 } }),
      providesTags: (result) => [
        { type: 'Practice', id: 'CONSOLE_LIST' },
        ...(result?.practices ?? []).map((practice) => ({ type: 'Practice' as const, id: practice._id })),
      ],
    }),
    getConsolePractice: build.query<PracticeRecord, string>({
      query: (id) => `/api/console/practices/${encodeURIComponent(id)}`,
      transformResponse: (response: { practice: PracticeRecord }) => response.practice,
      providesTags: (_result, _error, id) => [{ type: 'Practice', id }],
    }),
    updateConsolePractice: build.mutation<PracticeRecord, { id: string; input: PracticeInput }>({
      query: ({ id, input }) => ({
        url: `/api/console/practices/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: input,
      }),
      transformResponse: (response: { practice: PracticeRecord }) => response.practice,
      invalidatesTags: ['Practice'],
    }),
    deletePracticeVisual: build.mutation<PracticeRecord, string>({
      query: (id) => ({ url: practiceVisualPath(id), method: 'DELETE' }),
      transformResponse: (response: { practice: PracticeRecord }) => response.practice,
      invalidatesTags: ['Practice'],
    }),
  }),
});

/** Where a practice page's top visual is uploaded (multipart `file`) and removed. */
export const practiceVisualPath = (id: string) => `/api/console/practices/${encodeURIComponent(id)}/visual`;

export const {
  useGetConsolePracticesQuery,
  useGetConsolePracticeQuery,
  useUpdateConsolePracticeMutation,
  useDeletePracticeVisualMutation,
} = consolePracticesApi;
