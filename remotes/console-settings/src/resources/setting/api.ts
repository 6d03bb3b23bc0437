import { api, type SettingInput, type SettingRecord } from '@taesung/shared';

/** The site's settings as staff keep them (`/api/console/setting`), both languages. */
export const consoleSettingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleSetting: build.query<SettingRecord, void>({
      query: () => '/api/console/setting',
      transformResponse: (response: { setting: SettingRecord }) => response.setting,
      providesTags: [{ type: 'Setting', id: 'CONSOLE' }],
    }),
    updateConsoleSetting: build.mutation<SettingRecord, SettingInput>({
      query: (setting) => ({ url: '/api/console/setting', method: 'PUT', data: setting }),
      transformResponse: (response: { setting: SettingRecord }) => response.setting,
      invalidatesTags: ['Setting'],
    }),
    deleteOfficeImage: build.mutation<SettingRecord, string>({
      query: (code) => ({ url: officeImagePath(code), method: 'DELETE' }),
      transformResponse: (response: { setting: SettingRecord }) => response.setting,
      invalidatesTags: ['Setting'],
    }),
  }),
});

/** Where an office's photo is uploaded (multipart `file`) and removed. */
export const officeImagePath = (code: string) => `/api/console/setting/offices/${encodeURIComponent(code)}/image`;

export const { useGetConsoleSettingQuery, useUpdateConsoleSettingMutation, useDeleteOfficeImageMutation } =
  consoleSettingApi;
