import { api, type BannerInput, type BannerRecord, type ListSummary } from '@taesung/shared';

export interface ConsoleBannerList {
  banners: BannerRecord[];
  summary: ListSummary;
}

export const bannerImageUrl = (id: string, index: number) =>
  `/api/console/banners/${encodeURIComponent(id)}/images/${index}`;

/** Banners per placement with their pictures (`/api/console/banners`); pictures are stored one by one, apart from the form. */
export const consoleBannersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleBanners: build.query<ConsoleBannerList, Record<string, string | number>>({
      query: (params) => ({ url: '/api/console/banners', params }),
      providesTags: (result) => [
        { type: 'Banner', id: 'CONSOLE_LIST' },
        ...(result?.banners ?? []).map((banner) => ({ type: 'Banner' as const, id: banner._id })),
      ],
    }),
    getConsoleBanner: build.query<BannerRecord, string>({
      query: (id) => `/api/console/banners/${encodeURIComponent(id)}`,
      transformResponse: (response: { banner: BannerRecord }) => response.banner,
      providesTags: (_result, _error, id) => [{ type: 'Banner', id }],
    }),
    createConsoleBanner: build.mutation<BannerRecord, Omit<BannerInput, 'images'>>({
      query: (input) => ({ url: '/api/console/banners', method: 'POST', data: input }),
      transformResponse: (response: { banner: BannerRecord }) => response.banner,
      invalidatesTags: ['Banner'],
    }),
    updateConsoleBanner: build.mutation<BannerRecord, { id: string; input: BannerInput }>({
      query: ({ id, input }) => ({ url: `/api/console/banners/${encodeURIComponent(id)}`, method: 'PUT', data: input }),
      transformResponse: (response: { banner: BannerRecord }) => response.banner,
      invalidatesTags: ['Banner'],
    }),
    deleteConsoleBanner: build.mutation<void, string>({
      query: (id) => ({ url: `/api/console/banners/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Banner'],
    }),
    deleteConsoleBannerImage: build.mutation<BannerRecord, { id: string; index: number }>({
      query: ({ id, index }) => ({ url: bannerImageUrl(id, index), method: 'DELETE' }),
      transformResponse: (response: { banner: BannerRecord }) => response.banner,
      invalidatesTags: ['Banner'],
    }),
  }),
});

export const {
  useGetConsoleBannersQuery,
  useGetConsoleBannerQuery,
  useCreateConsoleBannerMutation,
  useUpdateConsoleBannerMutation,
  useDeleteConsoleBannerMutation,
  useDeleteConsoleBannerImageMutation,
} = consoleBannersApi;
