import { api, type ListSummary, type Question, type QuestionAnswerInput } from '@taesung/shared';

export interface ConsoleQuestionList {
  questions: Question[];
  summary: ListSummary;
}

const listTag = { type: 'Question', id: 'CONSOLE_LIST' } as const;

/** Visitors' questions and their answers (`/api/console/center/questions`). */
export const consoleQuestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleQuestions: build.query<ConsoleQuestionList, Record<string, string | number>>({
      query: (params) => ({ url: '/api/console/center/questions', params }),
      providesTags: (result) => [
        listTag,
        ...(result?.questions ?? []).map((question) => ({ type: 'Question' as const, id: question._id })),
      ],
    }),
    getConsoleQuestion: build.query<Question, string>({
      query: (id) => `/api/console/center/questions/${encodeURIComponent(id)}`,
      transformResponse: (response: { question: Question }) => response.question,
      providesTags: (_result, _error, id) => [{ type: 'Question', id }],
    }),
    answerConsoleQuestion: build.mutation<Question, { id: string; input: QuestionAnswerInput }>({
      query: ({ id, input }) => ({
        url: `/api/console/center/questions/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: input,
      }),
      transformResponse: (response: { question: Question }) => response.question,
      invalidatesTags: (_result, _error, { id }) => [listTag, { type: 'Question', id }, 'Statistics'],
    }),
    deleteConsoleQuestion: build.mutation<void, string>({
      query: (id) => ({ url: `/api/console/center/questions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [listTag, { type: 'Question', id }, 'Statistics'],
    }),
  }),
});

export const {
  useGetConsoleQuestionsQuery,
  useGetConsoleQuestionQuery,
  useAnswerConsoleQuestionMutation,
  useDeleteConsoleQuestionMutation,
} = consoleQuestionsApi;
