import type { Question } from '@taesung/shared';

export { fakeApi, session, type Answer, type SeenCall } from '@/test-support/fake-api.ts';

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
