import { api, type ListSummary } from '@taesung/shared';
import type {
  BookingAvailabilityInput,
  BookingAvailabilityRecord,
  BookingExceptionInput,
  BookingExceptionRecord,
  BookingKind,
  OfficeCode,
  PublicHolidayInput,
  PublicHolidayRecord,
} from '@taesung/shared/schemas';

const tag = 'BookingSchedule' as const;
const path = '/api/console/booking';

/** When visitors may book (`/api/console/booking`): the rules of each office and kind, its exceptions, the holidays. */
export const bookingScheduleApi = api.enhanceEndpoints({ addTagTypes: [tag] }).injectEndpoints({
  endpoints: (build) => ({
    getBookingAvailability: build.query<BookingAvailabilityRecord[], void>({
      query: () => `${path}/availability`,
      transformResponse: (response: { availability: BookingAvailabilityRecord[]; summary: ListSummary }) =>
        response.availability,
      providesTags: [{ type: tag, id: 'availability' }],
    }),
    updateBookingAvailability: build.mutation<
      BookingAvailabilityRecord,
      { office: OfficeCode; kind: BookingKind; input: BookingAvailabilityInput }
    >({
      query: ({ office, kind, input }) => ({
        url: `${path}/availability/${office}/${kind}`,
        method: 'PUT',
        data: input,
      }),
      transformResponse: (response: { availability: BookingAvailabilityRecord }) => response.availability,
      invalidatesTags: [{ type: tag, id: 'availability' }],
    }),
    getBookingExceptions: build.query<BookingExceptionRecord[], OfficeCode>({
      query: (office) => ({ url: `${path}/exceptions`, params: { office } }),
      transformResponse: (response: { exceptions: BookingExceptionRecord[] }) => response.exceptions,
      providesTags: [{ type: tag, id: 'exceptions' }],
    }),
    createBookingException: build.mutation<BookingExceptionRecord, BookingExceptionInput>({
      query: (input) => ({ url: `${path}/exceptions`, method: 'POST', data: input }),
      transformResponse: (response: { exception: BookingExceptionRecord }) => response.exception,
      invalidatesTags: [{ type: tag, id: 'exceptions' }],
    }),
    updateBookingException: build.mutation<BookingExceptionRecord, { id: string; input: BookingExceptionInput }>({
      query: ({ id, input }) => ({ url: `${path}/exceptions/${encodeURIComponent(id)}`, method: 'PUT', data: input }),
      transformResponse: (response: { exception: BookingExceptionRecord }) => response.exception,
      invalidatesTags: [{ type: tag, id: 'exceptions' }],
    }),
    deleteBookingException: build.mutation<void, string>({
      query: (id) => ({ url: `${path}/exceptions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: tag, id: 'exceptions' }],
    }),
    getPublicHolidays: build.query<PublicHolidayRecord[], number>({
      query: (year) => ({ url: `${path}/holidays`, params: { year } }),
      transformResponse: (response: { holidays: PublicHolidayRecord[] }) => response.holidays,
      providesTags: [{ type: tag, id: 'holidays' }],
    }),
    addPublicHoliday: build.mutation<PublicHolidayRecord, PublicHolidayInput>({
      query: (input) => ({ url: `${path}/holidays`, method: 'POST', data: input }),
      transformResponse: (response: { holiday: PublicHolidayRecord }) => response.holiday,
      invalidatesTags: [{ type: tag, id: 'holidays' }],
    }),
    renamePublicHoliday: build.mutation<PublicHolidayRecord, { day: string; name: PublicHolidayInput['name'] }>({
      query: ({ day, name }) => ({ url: `${path}/holidays/${day}`, method: 'PUT', data: { name } }),
      transformResponse: (response: { holiday: PublicHolidayRecord }) => response.holiday,
      invalidatesTags: [{ type: tag, id: 'holidays' }],
    }),
    deletePublicHoliday: build.mutation<void, string>({
      query: (day) => ({ url: `${path}/holidays/${day}`, method: 'DELETE' }),
      invalidatesTags: [{ type: tag, id: 'holidays' }],
    }),
  }),
});

export const {
  useGetBookingAvailabilityQuery,
  useUpdateBookingAvailabilityMutation,
  useGetBookingExceptionsQuery,
  useCreateBookingExceptionMutation,
  useUpdateBookingExceptionMutation,
  useDeleteBookingExceptionMutation,
  useGetPublicHolidaysQuery,
  useAddPublicHolidayMutation,
  useRenamePublicHolidayMutation,
  useDeletePublicHolidayMutation,
} = bookingScheduleApi;
