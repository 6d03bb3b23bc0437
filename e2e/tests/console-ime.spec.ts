import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { logIn } from '../support/console.ts';
import { drawnPng } from '../support/pictures.ts';

/**
 * Korean typed as an input method types it: each syllable is composed jamo by jamo (ㅎ → 호 → 혼), then committed.
 * Playwright's `fill` and `type` skip composition, so the steps go through the browser's IME entry points (CDP).
 */
type Syllable = readonly string[];

const guideTitle: Syllable[] = [
  ['ㅇ', '이'],
  ['ㅎ', '호', '혼'],
  [' '],
  ['ㅅ', '소'],
  ['ㅅ', '소', '송'],
  [' '],
  ['ㅇ', '아', '안'],
  ['ㄴ', '내'],
];
const stepsTitle: Syllable[] = [['ㅅ', '사', '상'], ['ㄷ', '다', '담'], [' '], ['ㅈ', '저', '절'], ['ㅊ', '차']];

async function compose(cdp: CDPSession, steps: Syllable) {
  for (const text of steps)
    await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
}

/** Types the syllables, committing each one; the last stays open (being composed) when `leaveOpen` is set. */
async function typeKorean(cdp: CDPSession, syllables: Syllable[], { leaveOpen = false } = {}) {
  for (const [index, steps] of syllables.entries()) {
    if (steps.length === 1 && steps[0] === ' ') {
      await cdp.send('Input.insertText', { text: ' ' });
      continue;
    }
    await compose(cdp, steps);
    if (leaveOpen && index === syllables.length - 1) return;
    await cdp.send('Input.insertText', { text: steps.at(-1)! });
  }
}

/** Collects the scripts the page downloads, and which of them carry the editor's engine (ProseMirror). */
function watchScripts(page: Page) {
  const scripts: { url: string; editor: boolean }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    scripts.push({ url: response.url(), editor: body.includes('ProseMirror-trailingBreak') });
  });
  return scripts;
}

test('the editor is a chunk of its own: a console list downloads none of it, the post screen downloads it', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await page.goto('/console/boards');
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1, name: '게시물 관리' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.editor)).toEqual([]);

  await page.getByRole('link', { name: '새 게시물' }).click();
  await expect(page.getByRole('textbox', { name: '본문 (한국어)' })).toBeVisible();
  await expect.poll(() => scripts.filter((script) => script.editor).length).toBe(1);
});

test('Korean typed with an input method into a new post keeps every syllable, and an Enter that confirms one saves nothing', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const saves: string[] = [];
  page.on('request', (request) => {
    if (
      ['POST', 'PUT'].includes(request.method()) &&
      new URL(request.url()).pathname.startsWith('/api/console/boards')
    ) {
      saves.push(`${request.method()} ${request.url()}`);
    }
  });

  await page.goto('/console/boards/create');
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1, name: '게시물 작성' })).toBeVisible();
  const address = page.url();
  const subject = page.getByRole('textbox', { name: /^제목 \(한국어\)/ });
  const editor = page.getByRole('textbox', { name: '본문 (한국어)' });
  await expect(editor).toBeVisible();
  const cdp = await page.context().newCDPSession(page);

  await subject.click();
  await typeKorean(cdp, guideTitle, { leaveOpen: true });
  await page.keyboard.press('Enter');
  await expect(subject).toHaveValue('이혼 소송 안내');

  await editor.click();
  await typeKorean(cdp, guideTitle, { leaveOpen: true });
  await page.keyboard.press('Enter');
  await typeKorean(cdp, stepsTitle, { leaveOpen: true });

  await expect(editor.locator('p')).toHaveText(['이혼 소송 안내', '상담 절차']);
  await expect(subject).toHaveValue('이혼 소송 안내');

  // The form holds the syllable still being composed when the editor is left: the preview shows what it holds.
  await page.getByRole('button', { name: '미리보기' }).click();
  const preview = page.getByRole('dialog', { name: '게시물 미리보기' });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('이혼 소송 안내');
  await expect(preview.locator('p', { hasText: '소송' })).toHaveText('이혼 소송 안내');
  await expect(preview.locator('p', { hasText: '상담' })).toHaveText('상담 절차');
  await page.getByRole('button', { name: '미리보기 닫기' }).click();

  await expect(editor.locator('p')).toHaveText(['이혼 소송 안내', '상담 절차']);
  expect(saves).toEqual([]);
  expect(page.url()).toBe(address);
  expect(errors).toEqual([]);
});

test('an Enter that confirms a syllable inside a list starts the next item once, and a second Enter leaves the list', async ({
  page,
}) => {
  await page.goto('/console/boards/create');
  await logIn(page);
  const editor = page.getByRole('textbox', { name: '본문 (한국어)' });
  await expect(editor).toBeVisible();
  const cdp = await page.context().newCDPSession(page);

  await editor.click();
  await page
    .getByRole('toolbar', { name: '본문 (한국어) 서식 도구' })
    .getByRole('button', { name: '글머리 기호 목록' })
    .click();
  await typeKorean(
    cdp,
    [
      ['ㅇ', '이'],
      ['ㅎ', '호', '혼'],
    ],
    { leaveOpen: true },
  );
  await page.keyboard.press('Enter');
  await typeKorean(
    cdp,
    [
      ['ㅅ', '소'],
      ['ㅅ', '소', '송'],
    ],
    { leaveOpen: true },
  );
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await typeKorean(cdp, [
    ['ㅇ', '아', '안'],
    ['ㄴ', '내'],
  ]);

  await expect(editor.locator('li')).toHaveText(['이혼', '소송']);
  await expect(editor.locator(':scope > p').first()).toHaveText('안내');
});

/** Hands the editor a file the way the browser does for a paste or a drop from another program. */
async function handOver(page: Page, kind: 'paste' | 'drop', png: Buffer, name: string) {
  await page.getByRole('textbox', { name: '본문 (한국어)' }).evaluate(
    (editor, [kindOf, bytes, fileName]) => {
      const data = new DataTransfer();
      data.items.add(
        new File([Uint8Array.from(atob(bytes!), (char) => char.charCodeAt(0))], fileName!, { type: 'image/png' }),
      );
      if (kindOf === 'paste') {
        editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      } else {
        const box = editor.querySelector('p')!.getBoundingClientRect();
        editor.dispatchEvent(
          new DragEvent('drop', {
            dataTransfer: data,
            bubbles: true,
            cancelable: true,
            clientX: box.left + 1,
            clientY: box.top + 4,
          }),
        );
      }
    },
    [kind, png.toString('base64'), name] as const,
  );
}

test('photos go into the text by the toolbar button, by paste and by drop, as the server stored them and at their size', async ({
  page,
}) => {
  const uploads: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/console/editor')
      uploads.push(response.status());
  });
  await page.goto('/console/boards/create');
  await logIn(page);
  const editor = page.getByRole('textbox', { name: '본문 (한국어)' });
  const toolbar = page.getByRole('toolbar', { name: '본문 (한국어) 서식 도구' });
  await editor.click();
  await page.keyboard.type('Photos');
  const png = await drawnPng(page, 64, 48);

  const chooser = page.waitForEvent('filechooser');
  await toolbar.getByRole('button', { name: '사진 넣기' }).click();
  await (await chooser).setFiles({ name: 'button.png', mimeType: 'image/png', buffer: png });
  await expect(editor.locator('img')).toHaveCount(1);
  await handOver(page, 'paste', png, 'pasted.png');
  await expect(editor.locator('img')).toHaveCount(2);
  await handOver(page, 'drop', png, 'dropped.png');
  await expect(editor.locator('img')).toHaveCount(3);

  expect(uploads).toEqual([201, 201, 201]);
  for (const image of await editor.locator('img').all()) {
    await expect(image).toHaveAttribute('width', '64');
    await expect(image).toHaveAttribute('height', '48');
    await expect(image).toHaveAttribute('alt', '');
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(64);
  }
  await expect(editor.locator('p').first()).toHaveText('Photos');

  const refused = page.waitForEvent('filechooser');
  await toolbar.getByRole('button', { name: '사진 넣기' }).click();
  await (
    await refused
  ).setFiles({ name: 'not-a-photo.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a picture') });
  await expect(page.getByText(/파일만 올릴 수 있습니다/)).toBeVisible();
  await expect(editor.locator('img')).toHaveCount(3);
});
