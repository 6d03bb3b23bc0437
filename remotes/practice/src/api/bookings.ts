import { api, type PrefetchContext } from '@taesung/shared';
import { prefetchSetting } from '../queries.ts';
import type { BookingKind, BookingSlot, BookingView } from '@taesung/shared/schemas';

export interface BookingSlotsArgs {
  office: string;
  kind: BookingKind;
  days: number;
}

export interface BookingArgs {
  id: string;
  key: string;
}

export interface MoveArgs extends BookingArgs {
  start: string;
}

/** The free times of an office and kind, and a booking opened by its private link (docs/api.md "Booking"). */
export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookingSlots: build.query<BookingSlot[], BookingSlotsArgs>({
      query: (params) => ({ url: '/api/v1/booking/slots', params }),
      transformResponse: (response: { slots: BookingSlot[] }) => response.slots,
      keepUnusedDataFor: 0,
    }),
    getBooking: build.query<BookingView, BookingArgs>({
      query: ({ id, key }) => ({ url: `/api/v1/bookings/${encodeURIComponent(id)}`, params: { key } }),
      transformResponse: (response: { booking: BookingView }) => response.booking,
    }),
    moveBooking: build.mutation<BookingView, MoveArgs>({
      query: ({ id, key, start }) => ({
        url: `/api/v1/bookings/${encodeURIComponent(id)}`,
        method: 'PATCH',
        params: { key },
        data: { start },
      }),
      transformResponse: (response: { booking: BookingView }) => response.booking,
      async onQueryStarted({ id, key }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(bookingsApi.util.upsertQueryData('getBooking', { id, key }, data));
      },
    }),
    cancelBooking: build.mutation<BookingView, BookingArgs>({
      query: ({ id, key }) => ({
        url: `/api/v1/bookings/${encodeURIComponent(id)}`,
        method: 'DELETE',
        params: { key },
      }),
      transformResponse: (response: { booking: BookingView }) => response.booking,
      async onQueryStarted({ id, key }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(bookingsApi.util.upsertQueryData('getBooking', { id, key }, data));
      },
    }),
  }),
});

export const { useGetBookingSlotsQuery, useGetBookingQuery, useMoveBookingMutation, useCancelBookingMutation } =
  bookingsApi;

/** `?key=` of a booking's private link. */
export function bookingKeyOf(searchParams: URLSearchParams): string {
  return (searchParams.get('key') ?? '').trim().slice(0, 200);
}

/** The path of a booking's private page. */
export const bookingPath = (id: string, key: string) =>
  `/contact/consultation/booking/${encodeURIComponent(id)}?key=${encodeURIComponent(key)}`;

/** The server's prefetch of a booking's private page: the booking (when the link carries a key) and the offices. */
export function prefetchBooking({ dispatch, params, searchParams }: PrefetchContext) {
  const key = bookingKeyOf(searchParams);
  return key && params.id
    ? Promise.all([
        dispatch(bookingsApi.endpoints.getBooking.initiate({ id: params.id, key })),
        prefetchSetting(dispatch),
      ])
    : undefined;
}
