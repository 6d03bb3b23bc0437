import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { BoardListItem, BoardRecord, SessionState } from '@taesung/shared';

export interface SeenCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
}

export type Answer = { status: number; data?: unknown };

/** The API at the client's boundary: an axios adapter that records each call and answers as `handle` says. */
export function fakeApi(handle: (call: SeenCall) => Answer | Promise<Answer>) {
  const calls: SeenCall[] = [];
  let handler = handle;
  const adapter: AxiosAdapter = async (config) => {
    const call: SeenCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: { ...(config.params as Record<string, unknown> | undefined) },
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const { status, data = null } = await handler(call);
    const response: AxiosResponse = { status, statusText: String(status), data, headers: {}, config, request: {} };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  return {
    adapter,
    calls,
    handle(next: typeof handle) {
      handler = next;
    },
  };
}

export const session: SessionState = {
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  payload: { sub: 'user-1', type: 'access', scope: ['console'], username: 'admin', name: '관리자' },
};

export function boardRecordOf(overrides: Partial<BoardRecord> = {}): BoardRecord {
  return {
    _id: '6741a0000000000000000001',
    code: 'reference',
    subject: { ko: '양육권을 되찾은 사례', en: 'Custody regained' },
    subTitle: { ko: '', en: '' },
    content: { ko: '<p>본문</p>', en: '' },
    thumb: null,
    video: null,
    subOnly: false,
    category: 'divorce-custody',
    files: [],
    published: true,
    pinned: false,
    publishAt: null,
    createdAt: '2026-11-20T01:00:00.000Z',
    updatedAt: '2026-11-21T02:30:00.000Z',
    ...overrides,
  };
}

export function listItemOf(overrides: Partial<BoardListItem> = {}): BoardListItem {
  const { content: _content, ...item } = boardRecordOf(overrides as Partial<BoardRecord>);
  return item;
}

export const listOf = (boards: BoardListItem[], totalCount = boards.length, page = 1) => ({ boards, summary: { totalCount, page, limit: 20 } });
