import {
  practiceAreaOf,
  practiceCodes,
  videoIdOf,
  type BoardCode,
  type BoardInput,
  type BoardRecord,
} from '@taesung/shared';

export const boardCodes = ['reference', 'notice', 'media'] as const satisfies readonly BoardCode[];
export const defaultBoardCode: BoardCode = 'reference';

export const isBoardCode = (value: string | null | undefined): value is BoardCode =>
  (boardCodes as readonly string[]).includes(value ?? '');

export const boardPath = (id: string) => `/console/boards/${encodeURIComponent(id)}`;
export const boardCreatePath = (code?: string) =>
  isBoardCode(code) ? `/console/boards/create?code=${code}` : '/console/boards/create';

export type BoardFormValues = BoardInput;

export type PublicationState = { kind: 'published' } | { kind: 'scheduled'; at: string } | { kind: 'hidden' };

type Publishable = Pick<BoardRecord, 'published' | 'publishAt'>;

/** What a visitor sees of a post now: hidden, live, or live only from its scheduled time. */
export function publicationOf(board: Publishable, now = Date.now()): PublicationState {
  if (!board.published) return { kind: 'hidden' };
  if (board.publishAt && Date.parse(board.publishAt) > now) return { kind: 'scheduled', at: board.publishAt };
  return { kind: 'published' };
}

/** The `common` key of a practice code's name on the site (`divorce-lawsuit` → `nav.divorce.lawsuit`). */
export const practiceLabelKey = (code: string | null | undefined) => (code ? practiceAreaOf(code)?.title : undefined);

export const practiceOptions = (t: (key: string) => string) =>
  practiceCodes.map((code) => ({ value: code, label: t(`common:${practiceLabelKey(code) ?? ''}`) }));

const videoHosts = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/i;

/** The video's id in an address of the video service (`watch?v=`, `youtu.be/`, `/embed/`, `/shorts/`, `/live/`). */
function videoIdOfAddress(text: string): string | null {
  const address = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  const url = URL.canParse(address) ? new URL(address) : null;
  if (!url || !videoHosts.test(url.hostname)) return null;
  const fromQuery = url.searchParams.get('v');
  if (fromQuery) return videoIdOf(fromQuery) || null;
  const segments = url.pathname.split('/').filter(Boolean);
  const named = segments.findIndex((segment) => ['embed', 'shorts', 'live', 'v'].includes(segment));
  const id = url.hostname.toLowerCase().endsWith('youtu.be')
    ? segments[0]
    : named >= 0
      ? segments[named + 1]
      : undefined;
  return id ? videoIdOf(id) || null : null;
}

/** What the video field shows as it is typed or pasted into: a video's address becomes its id, anything else stays. */
export const videoFieldValue = (value: string) => videoIdOfAddress(value.trim()) ?? value;

/** The video's id from what staff entered: an id (without a tracking suffix) or the video's address. */
export function videoIdFromInput(input: string | null | undefined): string {
  const text = (input ?? '').trim();
  return text ? (videoIdOfAddress(text) ?? videoIdOf(text)) : '';
}

export function newBoardValues(code: BoardCode): BoardFormValues {
  return {
    code,
    subject: { ko: '', en: '' },
    subTitle: { ko: '', en: '' },
    content: { ko: '', en: '' },
    video: null,
    subOnly: false,
    category: null,
    published: true,
    pinned: false,
    publishAt: null,
  };
}

export function boardFormValuesOf(board: BoardRecord): BoardFormValues {
  return {
    code: board.code,
    subject: { ko: board.subject.ko, en: board.subject.en },
    subTitle: { ko: board.subTitle.ko, en: board.subTitle.en },
    content: { ko: board.content.ko, en: board.content.en },
    video: board.video ?? null,
    subOnly: board.subOnly ?? false,
    category: board.category ?? null,
    published: board.published,
    pinned: board.pinned,
    publishAt: board.publishAt ?? null,
  };
}

/** What is sent: only the fields of the post's board, an id for a pasted video address, no empty category. */
export function boardInputOf(values: BoardFormValues): BoardFormValues {
  const media = values.code === 'media';
  return {
    ...values,
    video: media ? videoIdFromInput(values.video) || null : null,
    subOnly: media ? Boolean(values.subOnly) : false,
    category: values.code === 'reference' ? values.category || null : null,
    publishAt: values.publishAt || null,
  };
}
