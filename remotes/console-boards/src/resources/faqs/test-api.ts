import type { FaqRecord } from '@taesung/shared';

export { fakeApi, session, type Answer, type SeenCall } from '@/test-support/fake-api.ts';

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
