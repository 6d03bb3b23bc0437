import type { BoardListItem, BoardRecord } from '@taesung/shared';

export { fakeApi, session, type Answer, type SeenCall } from '@/test-support/fake-api.ts';

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

export const listOf = (boards: BoardListItem[], totalCount = boards.length, page = 1) => ({
  boards,
  summary: { totalCount, page, limit: 20 },
});
