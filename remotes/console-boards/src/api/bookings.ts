import { api, type BookingLawyer, type BookingSlot, type ConsoleBooking } from '@taesung/shared';

export interface BookingListQuery {
  from: string;
  to: string;
  office?: string;
  lawyer?: string;
}

const calendarTag = { type: 'Booking', id: 'CALENDAR' } as const;
/** A change of a booking changes the calendar, its free times, and its request's booked time. */
const changedTags = ['Booking', 'ConsultationRequest', 'Statistics'] as const;

const bookingUrl = (id: string) => `/api/console/bookings/${encodeURIComponent(id)}`;
const booking = (response: { booking: ConsoleBooking }) => response.booking;

/** Staff's calendar of booked times (`/api/console/bookings`) and the free times a booking may move to. */
export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleBookings: build.query<ConsoleBooking[], BookingListQuery>({
      query: (params) => ({ url: '/api/console/bookings', params }),
      transformResponse: (response: { bookings: ConsoleBooking[] }) => response.bookings,
      providesTags: [calendarTag],
    }),
    getBookingLawyers: build.query<BookingLawyer[], void>({
      query: () => '/api/console/bookings/lawyers',
      transformResponse: (response: { lawyers: BookingLawyer[] }) => response.lawyers,
      providesTags: [{ type: 'Lawyer', id: 'BOOKINGS' }],
    }),
    getFreeSlots: build.query<BookingSlot[], { office: string; kind: string; from: string }>({
      query: (params) => ({ url: '/api/v1/booking/slots', params: { ...params, days: 14 } }),
      transformResponse: (response: { slots: BookingSlot[] }) => response.slots,
      providesTags: [{ type: 'Booking', id: 'SLOTS' }],
      keepUnusedDataFor: 0,
    }),
    confirmBooking: build.mutation<ConsoleBooking, string>({
      query: (id) => ({ url: `${bookingUrl(id)}/confirm`, method: 'POST' }),
      transformResponse: booking,
      invalidatesTags: (_result, error) => (error ? [] : [...changedTags]),
    }),
    moveBooking: build.mutation<ConsoleBooking, { id: string; start: string }>({
      query: ({ id, start }) => ({ url: bookingUrl(id), method: 'PATCH', data: { start } }),
      transformResponse: booking,
      invalidatesTags: (_result, error) => (error ? [] : [...changedTags]),
    }),
    cancelBooking: build.mutation<ConsoleBooking, string>({
      query: (id) => ({ url: `${bookingUrl(id)}/cancel`, method: 'POST' }),
      transformResponse: booking,
      invalidatesTags: (_result, error) => (error ? [] : [...changedTags]),
    }),
    assignBookingLawyer: build.mutation<ConsoleBooking, { id: string; lawyerId: string | null }>({
      query: ({ id, lawyerId }) => ({ url: `${bookingUrl(id)}/lawyer`, method: 'PUT', data: { lawyerId } }),
      transformResponse: booking,
      invalidatesTags: (_result, error) => (error ? [] : [...changedTags]),
    }),
  }),
});

export const {
  useGetConsoleBookingsQuery,
  useGetBookingLawyersQuery,
  useGetFreeSlotsQuery,
  useConfirmBookingMutation,
  useMoveBookingMutation,
  useCancelBookingMutation,
  useAssignBookingLawyerMutation,
} = bookingsApi;
