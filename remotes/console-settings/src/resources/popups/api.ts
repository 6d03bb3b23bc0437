import { api, type ListSummary, type PopupInput, type PopupRecord } from '@taesung/shared';

export interface ConsolePopupList {
  popups: PopupRecord[];
  summary: ListSummary;
}

export const popupImageUrl = (id: string) => `/api/console/popups/${encodeURIComponent(id)}/image`;

/** The home page's popups (`/api/console/popups`); the picture is stored apart from the form. */
export const consolePopupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsolePopups: build.query<ConsolePopupList, Record<string, string | number>>({
      query: (params) => ({ url: '/api/console/popups', params }),
      providesTags: (result) => [
        { type: 'Popup', id: 'CONSOLE_LIST' },
        ...(result?.popups ?? []).map((popup) => ({ type: 'Popup' as const, id: popup._id })),
      ],
    }),
    getConsolePopup: build.query<PopupRecord, string>({
      query: (id) => `/api/console/popups/${encodeURIComponent(id)}`,
      transformResponse: (response: { popup: PopupRecord }) => response.popup,
      providesTags: (_result, _error, id) => [{ type: 'Popup', id }],
    }),
    createConsolePopup: build.mutation<PopupRecord, PopupInput>({
      query: (input) => ({ url: '/api/console/popups', method: 'POST', data: input }),
      transformResponse: (response: { popup: PopupRecord }) => response.popup,
      invalidatesTags: ['Popup'],
    }),
    updateConsolePopup: build.mutation<PopupRecord, { id: string; input: PopupInput }>({
      query: ({ id, input }) => ({ url: `/api/console/popups/${encodeURIComponent(id)}`, method: 'PUT', data: input }),
      transformResponse: (response: { popup: PopupRecord }) => response.popup,
      invalidatesTags: ['Popup'],
    }),
    deleteConsolePopup: build.mutation<void, string>({
      query: (id) => ({ url: `/api/console/popups/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Popup'],
    }),
    deleteConsolePopupImage: build.mutation<PopupRecord, string>({
      query: (id) => ({ url: popupImageUrl(id), method: 'DELETE' }),
      transformResponse: (response: { popup: PopupRecord }) => response.popup,
      invalidatesTags: ['Popup'],
    }),
  }),
});

export const {
  useGetConsolePopupsQuery,
  useGetConsolePopupQuery,
  useCreateConsolePopupMutation,
  useUpdateConsolePopupMutation,
  useDeleteConsolePopupMutation,
  useDeleteConsolePopupImageMutation,
} = consolePopupsApi;
