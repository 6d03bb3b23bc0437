import { api } from '@taesung/shared';
import type { PublicChildSupportTable } from '@taesung/shared/schemas/calculators';

/** The child-support table in force today, in the page's language (`GET /api/v1/calculators/child-support/table`). */
export const calculatorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChildSupportTable: build.query<PublicChildSupportTable, void>({
      query: () => ({ url: '/api/v1/calculators/child-support/table' }),
    }),
  }),
});

export const { useGetChildSupportTableQuery } = calculatorsApi;
