import type {
  Banner,
  Board,
  BoardCard,
  BoardCode,
  Faq,
  Lawyer,
  ListSummary,
  Popup,
  Practice,
  SearchResponse,
  Setting,
  Terms,
} from '../schemas/index.ts';
import { api } from './base-api.ts';

export interface BoardListArgs {
  code?: BoardCode;
  category?: string;
  page?: number;
  limit?: number;
  search?: string;
}

/** A page of posts as cards (`GET /api/v1/boards`): each with its excerpt, not its body. */
export interface BoardList {
  boards: BoardCard[];
  summary: ListSummary;
}

/** A page of notices with their bodies (the guide page opens them in place). */
export interface NoticeList {
  boards: Board[];
  summary: ListSummary;
}

export interface FaqListArgs {
  category?: string;
  limit?: number;
}

/**
 * The public site's reads (`/api/v1`), shared by the shell and every public remote so a page rendered on the
 * server hydrates from the same cache entries. Answers come in the page's language (`Accept-Language`).
 */
export const publicApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSetting: build.query<Setting, void>({
      query: () => '/api/v1/setting',
      transformResponse: (response: { setting: Setting }) => response.setting,
      providesTags: ['Setting'],
    }),
    getLawyers: build.query<Lawyer[], void>({
      query: () => ({ url: '/api/v1/lawyers', params: { limit: 100 } }),
      transformResponse: (response: { lawyers: Lawyer[] }) => response.lawyers,
      providesTags: ['Lawyer'],
    }),
    getLawyer: build.query<Lawyer, string>({
      query: (key) => `/api/v1/lawyers/${encodeURIComponent(key)}`,
      transformResponse: (response: { lawyer: Lawyer }) => response.lawyer,
      providesTags: (_result, _error, key) => [{ type: 'Lawyer', id: key }],
    }),
    getBoards: build.query<BoardList, BoardListArgs>({
      query: (params) => ({ url: '/api/v1/boards', params }),
      providesTags: ['Board'],
    }),
    getBoard: build.query<Board, string>({
      query: (id) => `/api/v1/boards/${encodeURIComponent(id)}`,
      transformResponse: (response: { board: Board }) => response.board,
      providesTags: (_result, _error, id) => [{ type: 'Board', id }],
    }),
    getPopups: build.query<Popup[], void>({
      query: () => '/api/v1/popups',
      transformResponse: (response: { popups: Popup[] }) => response.popups,
      providesTags: ['Popup'],
    }),
    getBanners: build.query<Banner[], string>({
      query: (code) => `/api/v1/banners/${encodeURIComponent(code)}`,
      transformResponse: (response: { banners: Banner[] }) => response.banners,
      providesTags: ['Banner'],
    }),
    getPractices: build.query<Practice[], void>({
      query: () => '/api/v1/practices',
      transformResponse: (response: { practices: Practice[] }) => response.practices,
      providesTags: ['Practice'],
    }),
    getPractice: build.query<Practice, string>({
      query: (code) => `/api/v1/practices/${encodeURIComponent(code)}`,
      transformResponse: (response: { practice: Practice }) => response.practice,
      providesTags: (_result, _error, code) => [{ type: 'Practice', id: code }],
    }),
    getTerms: build.query<Terms, string>({
      query: (code) => `/api/v1/terms/${encodeURIComponent(code)}`,
      transformResponse: (response: { terms: Terms }) => response.terms,
      providesTags: ['Terms'],
    }),
    getFaqs: build.query<Faq[], FaqListArgs>({
      query: (params) => ({ url: '/api/v1/center/faqs', params: { limit: 100, ...params } }),
      transformResponse: (response: { faqs: Faq[] }) => response.faqs,
      providesTags: ['Faq'],
    }),
    getNotifications: build.query<NoticeList, { page?: number; limit?: number }>({
      query: (params) => ({ url: '/api/v1/center/notifications', params }),
      transformResponse: (response: { notifications: Board[]; summary: ListSummary }) => ({
        boards: response.notifications,
        summary: response.summary,
      }),
      providesTags: ['Notification'],
    }),
    search: build.query<SearchResponse, string>({
      query: (searchKeyword) => ({ url: '/api/v1/search', params: { searchKeyword } }),
    }),
  }),
});

export const {
  useGetSettingQuery,
  useGetLawyersQuery,
  useGetLawyerQuery,
  useGetBoardsQuery,
  useGetBoardQuery,
  useGetPopupsQuery,
  useGetBannersQuery,
  useGetPracticesQuery,
  useGetPracticeQuery,
  useGetTermsQuery,
  useGetFaqsQuery,
  useGetNotificationsQuery,
  useSearchQuery,
} = publicApi;
