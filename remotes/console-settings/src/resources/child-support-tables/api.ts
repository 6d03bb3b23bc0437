import { api, type ListSummary } from '@taesung/shared';
import type {
  ChildSupportTableCheck,
  ChildSupportTableInput,
  ChildSupportTableRecord,
  ChildSupportTableSummary,
} from '@taesung/shared/schemas/calculators';

export interface ConsoleChildSupportTableList {
  childSupportTables: ChildSupportTableSummary[];
  summary: ListSummary;
}

/** Versions of the standard child-support table (`/api/console/child-support-tables`); a version in force is never changed. */
export const consoleChildSupportTablesApi = api
  .enhanceEndpoints({ addTagTypes: ['ChildSupportTable'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getChildSupportTables: build.query<ConsoleChildSupportTableList, void>({
        query: () => '/api/console/child-support-tables',
        providesTags: (result) => [
          { type: 'ChildSupportTable', id: 'LIST' },
          ...(result?.childSupportTables ?? []).map((table) => ({ type: 'ChildSupportTable' as const, id: table._id })),
        ],
      }),
      getChildSupportTable: build.query<ChildSupportTableRecord, string>({
        query: (id) => `/api/console/child-support-tables/${encodeURIComponent(id)}`,
        transformResponse: (response: { childSupportTable: ChildSupportTableRecord }) => response.childSupportTable,
        providesTags: (_result, _error, id) => [{ type: 'ChildSupportTable', id }],
      }),
      checkChildSupportTable: build.mutation<ChildSupportTableCheck, ChildSupportTableInput>({
        query: (input) => ({ url: '/api/console/child-support-tables/check', method: 'POST', data: input }),
      }),
      createChildSupportTable: build.mutation<ChildSupportTableRecord, ChildSupportTableInput>({
        query: (input) => ({ url: '/api/console/child-support-tables', method: 'POST', data: input }),
        transformResponse: (response: { childSupportTable: ChildSupportTableRecord }) => response.childSupportTable,
        invalidatesTags: (result) => (result ? ['ChildSupportTable'] : []),
      }),
      deleteChildSupportTable: build.mutation<void, string>({
        query: (id) => ({ url: `/api/console/child-support-tables/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: (_result, error) => (error ? [] : ['ChildSupportTable']),
      }),
    }),
  });

export const {
  useGetChildSupportTablesQuery,
  useGetChildSupportTableQuery,
  useCheckChildSupportTableMutation,
  useCreateChildSupportTableMutation,
  useDeleteChildSupportTableMutation,
} = consoleChildSupportTablesApi;
