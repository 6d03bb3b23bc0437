import type { ConsultationRequest } from '@taesung/shared';

export { fakeApi, session, type Answer, type SeenCall } from '@/test-support/fake-api.ts';

export function consultationRequestOf(overrides: Partial<ConsultationRequest> = {}): ConsultationRequest {
  return {
    _id: 'form-1',
    name: '홍길동',
    phone: '010-1234-5678',
    category: 'divorce-property',
    office: 'incheon',
    contactTime: 'afternoon',
    content: '재산분할 비율이 궁금합니다.',
    agree: true,
    status: 'new',
    memo: '',
    files: [],
    locale: 'ko',
    createdAt: '2026-11-24T01:30:00.000Z',
    updatedAt: '2026-11-24T01:30:00.000Z',
    ...overrides,
  };
}

export const listOf = (forms: ConsultationRequest[], totalCount = forms.length) => ({
  forms,
  summary: { totalCount, page: 1, limit: 20 },
});
