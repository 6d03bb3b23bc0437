import { api } from '@taesung/shared';
import type { ConsultationRequestInput } from '@taesung/shared';
import type { BookingKind } from '@taesung/shared/schemas';

/** What the API answers a request with (`consultationReceipt`), as far as the page reads it. */
export interface ConsultationRequestReceipt {
  form?: {
    _id?: string;
    /** The booked time, when the visitor chose one. */
    appointment?: { kind: BookingKind; start: string; end: string } | null;
  };
  /** The booking's private link: its id and key. */
  booking?: { _id: string; key: string };
}

export const consultationRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitConsultationRequest: build.mutation<ConsultationRequestReceipt, ConsultationRequestInput>({
      query: (body) => ({ url: '/api/v1/forms', method: 'POST', data: body }),
      invalidatesTags: ['ConsultationRequest'],
    }),
  }),
});

export const { useSubmitConsultationRequestMutation } = consultationRequestApi;
