import {
  api,
  type ConsultationRequest,
  type RequestHold,
  type RequestStatus,
  type ListSummary,
  type OutboxMessage,
} from '@taesung/shared';

/** A request as its own console screen reads it: in full, with its legal hold. */
export type ConsoleRequest = ConsultationRequest & { hold?: RequestHold | null };

export interface ConsoleRequestList {
  forms: ConsultationRequest[];
  summary: ListSummary & { capped?: boolean };
}

export interface ForwardedRequest {
  form: ConsultationRequest;
  messages: OutboxMessage[];
}

const listTag = { type: 'ConsultationRequest', id: 'CONSOLE_LIST' } as const;

/** Consultation requests as staff handle them (`/api/console/forms`). */
export const consoleRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleRequests: build.query<ConsoleRequestList, Record<string, string | number>>({
      query: (params) => ({ url: '/api/console/forms', params }),
      providesTags: (result) => [
        listTag,
        ...(result?.forms ?? []).map((request) => ({ type: 'ConsultationRequest' as const, id: request._id })),
      ],
    }),
    getConsoleRequest: build.query<ConsoleRequest, string>({
      query: (id) => `/api/console/forms/${encodeURIComponent(id)}`,
      transformResponse: (response: { form: ConsoleRequest }) => response.form,
      providesTags: (_result, _error, id) => [{ type: 'ConsultationRequest', id }],
    }),
    updateConsoleRequest: build.mutation<
      ConsultationRequest,
      { id: string; input: { status?: RequestStatus; memo?: string } }
    >({
      query: ({ id, input }) => ({ url: `/api/console/forms/${encodeURIComponent(id)}`, method: 'PUT', data: input }),
      transformResponse: (response: { form: ConsultationRequest }) => response.form,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(consoleRequestsApi.util.updateQueryData('getConsoleRequest', id, () => data));
      },
      invalidatesTags: (_result, error) => (error ? [] : [listTag, 'Statistics']),
    }),
    holdConsoleRequest: build.mutation<unknown, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/api/console/forms/${encodeURIComponent(id)}/hold`,
        method: 'PUT',
        data: { reason },
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'ConsultationRequest', id }]),
    }),
    releaseConsoleRequest: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/console/forms/${encodeURIComponent(id)}/hold`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'ConsultationRequest', id }]),
    }),
    forwardConsoleRequest: build.mutation<ForwardedRequest, { id: string; to?: string }>({
      query: ({ id, to }) => ({
        url: `/api/console/forms/${encodeURIComponent(id)}/email`,
        method: 'PUT',
        data: to ? { to } : {},
      }),
      invalidatesTags: ['Outbox'],
    }),
  }),
});

export const {
  useGetConsoleRequestsQuery,
  useGetConsoleRequestQuery,
  useUpdateConsoleRequestMutation,
  useHoldConsoleRequestMutation,
  useReleaseConsoleRequestMutation,
  useForwardConsoleRequestMutation,
} = consoleRequestsApi;
