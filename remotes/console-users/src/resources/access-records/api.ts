import {
  api,
  type AccessRecordList,
  type AccessRecordVerification,
  type AccessReview,
  type AccessReviewInput,
} from '@taesung/shared';

const base = '/api/console/access-records';

/** The access records of personal data (`/api/console/access-records`): the list, the chain check, the monthly reviews. */
export const accessRecordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccessRecords: build.query<AccessRecordList, Record<string, string | number>>({
      query: (params) => ({ url: base, params }),
    }),
    verifyAccessRecords: build.query<AccessRecordVerification, void>({
      query: () => `${base}/verify`,
    }),
    getAccessReviews: build.query<AccessReview[], void>({
      query: () => `${base}/reviews`,
      transformResponse: (response: { reviews: AccessReview[] }) => response.reviews,
    }),
    reviewAccessMonth: build.mutation<AccessReview, { month: string } & AccessReviewInput>({
      query: ({ month, ...input }) => ({
        url: `${base}/reviews/${encodeURIComponent(month)}`,
        method: 'PUT',
        data: input,
      }),
      transformResponse: (response: { review: AccessReview }) => response.review,
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          dispatch(
            accessRecordsApi.util.updateQueryData('getAccessReviews', undefined, (reviews) => [
              ...reviews.filter((review) => review.month !== data.month),
              data,
            ]),
          );
        }
      },
    }),
  }),
});

export const {
  useGetAccessRecordsQuery,
  useLazyVerifyAccessRecordsQuery,
  useGetAccessReviewsQuery,
  useReviewAccessMonthMutation,
} = accessRecordsApi;
