import { api, type Terms, type TermsVersion } from '@taesung/shared';

export interface TermsVersionArgs {
  code: string;
  id: string;
}

/**
 * The versions of a policy that were in effect (`GET /api/v1/terms/{code}/versions`), newest first, and one of them
 * as visitors read it then (`.../versions/{id}`): earlier privacy policies stay readable.
 */
export const termsVersionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTermsVersions: build.query<TermsVersion[], string>({
      query: (code) => `/api/v1/terms/${encodeURIComponent(code)}/versions`,
      transformResponse: (response: { terms: TermsVersion[] }) => response.terms,
      providesTags: ['Terms'],
    }),
    getTermsVersion: build.query<Terms, TermsVersionArgs>({
      query: ({ code, id }) => `/api/v1/terms/${encodeURIComponent(code)}/versions/${encodeURIComponent(id)}`,
      transformResponse: (response: { terms: Terms }) => response.terms,
      providesTags: ['Terms'],
    }),
  }),
});

export const { useGetTermsVersionsQuery, useGetTermsVersionQuery } = termsVersionsApi;
