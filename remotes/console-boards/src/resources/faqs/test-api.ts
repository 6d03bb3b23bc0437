import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { FaqRecord } from '@taesung/shared';

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

export const faqOf = (overrides: Partial<FaqRecord> = {}): FaqRecord => ({
  _id: 'faq-1',
  category: 'fees',
  order: 1,
  published: true,
  question: { ko: '변호사 보수는 어떻게 정해지나요?', en: 'How are fees set?' },
  answer: { ko: '<p>사건마다 다릅니다.</p>', en: '' },
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-24T01:30:00.000Z',
  ...overrides,
});

export const listOf = (faqs: FaqRecord[]) => ({ faqs, summary: { totalCount: faqs.length, page: 1, limit: 20 } });
