import { plainText, summaryText } from './sanitize.ts';

describe('the excerpt of a post', () => {
  it('reads the prose, not the section headings', () => {
    const html =
      '<h3>사건 개요</h3><p>50대 의뢰인은 결혼 25년 만에 이혼을 결심했습니다.</p><h3>진행</h3><p>재산 목록을 정리했습니다.</p>';
    expect(summaryText(html)).toBe('50대 의뢰인은 결혼 25년 만에 이혼을 결심했습니다. 재산 목록을 정리했습니다.');
    expect(plainText(html)).toMatch(/^사건 개요/);
  });

  it('is cut at the length a search result shows, with an ellipsis', () => {
    const summary = summaryText(`<p>${'가'.repeat(300)}</p>`);
    expect(summary).toHaveLength(160);
    expect(summary.endsWith('…')).toBe(true);
  });
});
