import { api, type FaqInput, type FaqRecord, type ListSummary } from '@taesung/shared';

export interface ConsoleFaqList {
  faqs: FaqRecord[];
  summary: ListSummary;
}

const listTag = { type: 'Faq', id: 'CONSOLE_LIST' } as const;

/** FAQs as staff keep them (`/api/console/center/faqs`), both languages. */
export const consoleFaqsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleFaqs: build.query<ConsoleFaqList, Record<string, string | number>>({
      query: (params) => ({ url: '/api/console/center/faqs', params }),
      providesTags: (result) => [
        listTag,
        ...(result?.faqs ?? []).map((faq) => ({ type: 'Faq' as const, id: faq._id })),
      ],
    }),
    getConsoleFaq: build.query<FaqRecord, string>({
      query: (id) => `/api/console/center/faqs/${encodeURIComponent(id)}`,
      transformResponse: (response: { faq: FaqRecord }) => response.faq,
      providesTags: (_result, _error, id) => [{ type: 'Faq', id }],
    }),
    createConsoleFaq: build.mutation<FaqRecord, FaqInput>({
      query: (input) => ({ url: '/api/console/center/faqs', method: 'POST', data: input }),
      transformResponse: (response: { faq: FaqRecord }) => response.faq,
      invalidatesTags: ['Faq'],
    }),
    updateConsoleFaq: build.mutation<FaqRecord, { id: string; input: FaqInput }>({
      query: ({ id, input }) => ({
        url: `/api/console/center/faqs/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: input,
      }),
      transformResponse: (response: { faq: FaqRecord }) => response.faq,
      invalidatesTags: ['Faq'],
    }),
    deleteConsoleFaq: build.mutation<void, string>({
      query: (id) => ({ url: `/api/console/center/faqs/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Faq'],
    }),
    reorderConsoleFaqs: build.mutation<void, string[]>({
      query: (ids) => ({ url: '/api/console/center/faqs/order', method: 'PUT', data: { ids } }),
      invalidatesTags: ['Faq'],
    }),
  }),
});

export const {
  useGetConsoleFaqsQuery,
  useLazyGetConsoleFaqsQuery,
  useGetConsoleFaqQuery,
  useCreateConsoleFaqMutation,
  useUpdateConsoleFaqMutation,
  useDeleteConsoleFaqMutation,
  useReorderConsoleFaqsMutation,
} = consoleFaqsApi;
