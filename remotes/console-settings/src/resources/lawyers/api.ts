import { api, type LawyerInput, type LawyerRecord, type ListSummary } from '@taesung/shared';

export interface ConsoleLawyerList {
  lawyers: LawyerRecord[];
  summary: ListSummary;
}

/** Lawyers' profiles as staff keep them (`/api/console/lawyers`), both languages, in the site's order. */
export const consoleLawyersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleLawyers: build.query<ConsoleLawyerList, Record<string, string | number>>({
      query: (params) => ({ url: '/api/console/lawyers', params }),
      providesTags: (result) => [
        { type: 'Lawyer', id: 'CONSOLE_LIST' },
        ...(result?.lawyers ?? []).map((lawyer) => ({ type: 'Lawyer' as const, id: lawyer._id })),
      ],
    }),
    getConsoleLawyer: build.query<LawyerRecord, string>({
      query: (id) => `/api/console/lawyers/${encodeURIComponent(id)}`,
      transformResponse: (response: { lawyer: LawyerRecord }) => response.lawyer,
      providesTags: (_result, _error, id) => [{ type: 'Lawyer', id }],
    }),
    createConsoleLawyer: build.mutation<LawyerRecord, LawyerInput>({
      query: (input) => ({ url: '/api/console/lawyers', method: 'POST', data: input }),
      transformResponse: (response: { lawyer: LawyerRecord }) => response.lawyer,
      invalidatesTags: ['Lawyer'],
    }),
    updateConsoleLawyer: build.mutation<LawyerRecord, { id: string; input: LawyerInput }>({
      query: ({ id, input }) => ({ url: `/api/console/lawyers/${encodeURIComponent(id)}`, method: 'PUT', data: input }),
      transformResponse: (response: { lawyer: LawyerRecord }) => response.lawyer,
      invalidatesTags: ['Lawyer'],
    }),
    deleteConsoleLawyer: build.mutation<void, string>({
      query: (id) => ({ url: `/api/console/lawyers/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Lawyer'],
    }),
    reorderConsoleLawyers: build.mutation<void, string[]>({
      query: (ids) => ({ url: '/api/console/lawyers/order', method: 'PUT', data: { ids } }),
      invalidatesTags: ['Lawyer'],
    }),
  }),
});

/** Where a lawyer's portrait is uploaded: multipart `file` with the kept rectangle `crop.x|y|width|height`. */
export const lawyerImagePath = (id: string) => `/api/console/lawyers/${encodeURIComponent(id)}/image`;

export const {
  useGetConsoleLawyersQuery,
  useGetConsoleLawyerQuery,
  useCreateConsoleLawyerMutation,
  useUpdateConsoleLawyerMutation,
  useDeleteConsoleLawyerMutation,
  useReorderConsoleLawyersMutation,
} = consoleLawyersApi;
