import { api } from '@taesung/shared';
import type { ConsultationRequestInput } from '@taesung/shared';

export interface ConsultationRequestReceipt {
  _id?: string;
  message?: string;
}

export const consultationRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitConsultationRequest: build.mutation<ConsultationRequestReceipt, ConsultationRequestInput>({
      query: (body) => ({ url: '/api/v1/forms', method: 'POST', data: body }),
      transformResponse: (response: { form?: { _id?: string }; _id?: string; message?: string } | null) => ({
        _id: response?.form?._id ?? response?._id,
        message: response?.message,
      }),
      invalidatesTags: ['ConsultationRequest'],
    }),
  }),
});

export const { useSubmitConsultationRequestMutation } = consultationRequestApi;
