import { api, type DashboardStatistics } from '@taesung/shared';

/** The console's overview (`/api/console/statistics/dashboard`). */
export const consoleDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardStatistics: build.query<DashboardStatistics, void>({
      query: () => '/api/console/statistics/dashboard',
      providesTags: [
        'Statistics',
        { type: 'ConsultationRequest', id: 'CONSOLE_LIST' },
        { type: 'Board', id: 'CONSOLE_LIST' },
      ],
    }),
  }),
});

export const { useGetDashboardStatisticsQuery } = consoleDashboardApi;
