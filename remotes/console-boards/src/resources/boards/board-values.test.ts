import { boardInputOf, newBoardValues, publicationOf, videoFieldValue, videoIdFromInput } from './board-values.ts';

describe('videoIdFromInput', () => {
  it.each([
    ['https://www.youtube.com/watch?v=AbC_12-xyz0&t=42s', 'AbC_12-xyz0'],
    ['youtube.com/watch?v=AbC_12-xyz0', 'AbC_12-xyz0'],
    ['https://youtu.be/AbC_12-xyz0?si=tracking', 'AbC_12-xyz0'],
    ['https://www.youtube.com/embed/AbC_12-xyz0', 'AbC_12-xyz0'],
    ['https://m.youtube.com/shorts/AbC_12-xyz0', 'AbC_12-xyz0'],
    ['  AbC_12-xyz0?si=tracking ', 'AbC_12-xyz0'],
    ['AbC_12-xyz0', 'AbC_12-xyz0'],
    ['', ''],
  ])('keeps the id of %s', (input, id) => {
    expect(videoIdFromInput(input)).toBe(id);
  });
});

test('the video field turns a pasted address into its id and leaves an address being typed alone', () => {
  expect(videoFieldValue('https://www.youtube.com/watch?v=AbC_12-xyz0&t=42s')).toBe('AbC_12-xyz0');
  expect(videoFieldValue('https://www.youtube.com/watch?')).toBe('https://www.youtube.com/watch?');
  expect(videoFieldValue('https://youtu.be/')).toBe('https://youtu.be/');
  expect(videoFieldValue('AbC_12')).toBe('AbC_12');
});

describe('publicationOf', () => {
  const now = Date.parse('2026-03-01T00:00:00Z');

  it('tells hidden, scheduled and live posts apart', () => {
    expect(publicationOf({ published: false, publishAt: '2026-03-02T00:00:00Z' }, now)).toEqual({ kind: 'hidden' });
    expect(publicationOf({ published: true, publishAt: '2026-03-02T00:00:00Z' }, now)).toEqual({
      kind: 'scheduled',
      at: '2026-03-02T00:00:00Z',
    });
    expect(publicationOf({ published: true, publishAt: '2026-02-28T00:00:00Z' }, now)).toEqual({ kind: 'published' });
    expect(publicationOf({ published: true, publishAt: null }, now)).toEqual({ kind: 'published' });
  });
});

describe('boardInputOf', () => {
  it('sends a media post the id of a pasted address and drops what other boards do not use', () => {
    const media = boardInputOf({
      ...newBoardValues('media'),
      video: 'https://youtu.be/AbC_12-xyz0',
      subOnly: true,
      category: 'divorce-lawsuit',
    });
    expect(media).toMatchObject({ video: 'AbC_12-xyz0', subOnly: true, category: null });
    const notice = boardInputOf({
      ...newBoardValues('notice'),
      video: 'x',
      subOnly: true,
      category: 'divorce-lawsuit',
    });
    expect(notice).toMatchObject({ video: null, subOnly: false, category: null });
    const successCase = boardInputOf({ ...newBoardValues('reference'), category: '', publishAt: '' });
    expect(successCase).toMatchObject({ category: null, publishAt: null });
  });
});
