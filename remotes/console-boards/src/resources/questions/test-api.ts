import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { Question } from '@taesung/shared';

export interface SeenCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
}

export type Answer = { status: number; data?: unknown };

/** The API at the client's boundary: an axios adapter that records each call and answers as `handle` says. */
export function fakeApi(handle: (call: SeenCall) => Answer) {
  const calls: SeenCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const call: SeenCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: { ...(config.params as Record<string, unknown> | undefined) },
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const { status, data } = handle(call);
    const response: AxiosResponse = { status, statusText: String(status), data: data ?? '', headers: {}, config, request: {} };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  return { adapter, calls };
}

export const session = { accessToken: 'access-token', refreshToken: null, payload: null };

export const questionOf = (overrides: Partial<Question> = {}): Question => ({
  _id: 'question-1',
  name: '김민지',
  phone: '010-3333-4444',
  email: 'minji@example.com',
  subject: '양육권 문의',
  content: '이혼하면 아이는 누가 키우게 되나요?\n아이는 일곱 살입니다.',
  answered: false,
  answer: null,
  answeredAt: null,
  createdAt: '2026-11-24T01:30:00.000Z',
  updatedAt: '2026-11-24T01:30:00.000Z',
  ...overrides,
});
