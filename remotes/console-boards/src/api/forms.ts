import {
  api,
  type ConsultationRequest,
  type FormHold,
  type FormStatus,
  type ListSummary,
  type OutboxMessage,
} from '@taesung/shared';

/** A request as its own console screen reads it: in full, with its legal hold. */
export type ConsoleForm = ConsultationRequest & { hold?: FormHold | null };

export interface ConsoleFormList {
  forms: ConsultationRequest[];
  summary: ListSummary & { capped?: boolean };
}

export interface FormForward {
  form: ConsultationRequest;
  messages: OutboxMessage[];
}

const listTag = { type: 'Form', id: 'CONSOLE_LIST' } as const;

/** Consultation requests as staff handle them (`/api/console/forms`). */
export const consoleFormsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleForms: build.query<ConsoleFormList, Record<string, string | number>>({
      query: (params) => ({ url: '/api/console/forms', params }),
      providesTags: (result) => [
        listTag,
        ...(result?.forms ?? []).map((form) => ({ type: 'Form' as const, id: form._id })),
      ],
    }),
    getConsoleForm: build.query<ConsoleForm, string>({
      query: (id) => `/api/console/forms/${encodeURIComponent(id)}`,
      transformResponse: (response: { form: ConsoleForm }) => response.form,
      providesTags: (_result, _error, id) => [{ type: 'Form', id }],
    }),
    updateConsoleForm: build.mutation<
      ConsultationRequest,
      { id: string; input: { status?: FormStatus; memo?: string } }
    >({
      query: ({ id, input }) => ({ url: `/api/console/forms/${encodeURIComponent(id)}`, method: 'PUT', data: input }),
      transformResponse: (response: { form: ConsultationRequest }) => response.form,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(consoleFormsApi.util.updateQueryData('getConsoleForm', id, () => data));
      },
      invalidatesTags: (_result, error) => (error ? [] : [listTag, 'Statistics']),
    }),
    holdConsoleForm: build.mutation<unknown, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/api/console/forms/${encodeURIComponent(id)}/hold`,
        method: 'PUT',
        data: { reason },
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Form', id }]),
    }),
    releaseConsoleForm: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/console/forms/${encodeURIComponent(id)}/hold`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Form', id }]),
    }),
    forwardConsoleForm: build.mutation<FormForward, { id: string; to?: string }>({
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
  useGetConsoleFormsQuery,
  useGetConsoleFormQuery,
  useUpdateConsoleFormMutation,
  useHoldConsoleFormMutation,
  useReleaseConsoleFormMutation,
  useForwardConsoleFormMutation,
} = consoleFormsApi;
