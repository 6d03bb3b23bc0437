import { api, type ListSummary, type TermsRecord } from '@taesung/shared';

/** What `POST` and `PUT` take (`termsInput`). */
export type TermsInput = Omit<TermsRecord, '_id' | 'createdAt' | 'updatedAt'>;

export interface ConsoleTermsList {
  terms: TermsRecord[];
  summary: ListSummary;
}

/** Versions of the privacy policy and terms of service (`/api/console/terms`); a version in effect is never changed. */
export const consoleTermsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleTermsList: build.query<ConsoleTermsList, Record<string, string | number>>({
      query: (params) => ({ url: '/api/console/terms', params }),
      providesTags: (result) => [
        { type: 'Terms', id: 'CONSOLE_LIST' },
        ...(result?.terms ?? []).map((terms) => ({ type: 'Terms' as const, id: terms._id })),
      ],
    }),
    getConsoleTerms: build.query<TermsRecord, string>({
      query: (id) => `/api/console/terms/${encodeURIComponent(id)}`,
      transformResponse: (response: { terms: TermsRecord }) => response.terms,
      providesTags: (_result, _error, id) => [{ type: 'Terms', id }],
    }),
    createConsoleTerms: build.mutation<TermsRecord, TermsInput>({
      query: (input) => ({ url: '/api/console/terms', method: 'POST', data: input }),
      transformResponse: (response: { terms: TermsRecord }) => response.terms,
      invalidatesTags: ['Terms'],
    }),
    updateConsoleTerms: build.mutation<TermsRecord, { id: string; input: TermsInput }>({
      query: ({ id, input }) => ({ url: `/api/console/terms/${encodeURIComponent(id)}`, method: 'PUT', data: input }),
      transformResponse: (response: { terms: TermsRecord }) => response.terms,
      invalidatesTags: ['Terms'],
    }),
    deleteConsoleTerms: build.mutation<void, string>({
      query: (id) => ({ url: `/api/console/terms/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Terms'],
    }),
  }),
});

export const {
  useGetConsoleTermsListQuery,
  useGetConsoleTermsQuery,
  useCreateConsoleTermsMutation,
  useUpdateConsoleTermsMutation,
  useDeleteConsoleTermsMutation,
} = consoleTermsApi;
