import { previewHtml } from './preview-html.ts';

test('the preview shows what the editor makes and nothing that could run', () => {
  const html = previewHtml(
    '<p>상담 <strong>안내</strong><img src="/uploads/a.png" onerror="alert(1)"></p><script>alert(2)</script><a href=" java\tscript:alert(3)">링크</a><a href="https://example.com">외부</a><iframe src="https://example.com"></iframe>',
  );
  expect(html).toBe(
    '<p>상담 <strong>안내</strong><img src="/uploads/a.png"></p><a>링크</a><a href="https://example.com">외부</a>',
  );
});
