import { api, type QuestionInput, type QuestionReceipt, type QuestionView } from '@taesung/shared';

export interface QuestionViewArgs {
  id: string;
  key: string;
}

/** A visitor's question (`POST /api/v1/center/questions`) and its private page (`GET .../{id}?key=`). */
export const questionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    askQuestion: build.mutation<QuestionReceipt, QuestionInput>({
      query: (body) => ({ url: '/api/v1/center/questions', method: 'POST', data: body }),
      invalidatesTags: ['Question'],
    }),
    getQuestionView: build.query<QuestionView, QuestionViewArgs>({
      query: ({ id, key }) => ({ url: `/api/v1/center/questions/${encodeURIComponent(id)}`, params: { key } }),
      transformResponse: (response: { question: QuestionView }) => response.question,
      providesTags: (_result, _error, { id }) => [{ type: 'Question', id }],
    }),
  }),
});

export const { useAskQuestionMutation, useGetQuestionViewQuery } = questionsApi;

/** `?key=` of a question's private link, as the page and its prefetch read it. */
export function questionKeyOf(searchParams: URLSearchParams): string {
  return (searchParams.get('key') ?? '').trim().slice(0, 200);
}
