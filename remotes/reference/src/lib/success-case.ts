import { practiceAreas, type BoardCard, type BoardListArgs } from '@taesung/shared';

/** Only published posts of the `reference` board are success cases; any other id is a page that does not exist. */
export function isPublishedSuccessCase(board: BoardCard): boolean {
  return board.code === 'reference' && board.published;
}

export const relatedCasesLimit = 4;

/** The one query of "other success cases": the page and its prefetch must ask with the same arguments. */
export function relatedCasesArgs(board: Pick<BoardCard, 'category'>): BoardListArgs {
  return board.category
    ? { code: 'reference', category: board.category, limit: relatedCasesLimit }
    : { code: 'reference', limit: relatedCasesLimit };
}

export interface PracticeArea {
  path: string;
  /** i18n key of the `common` namespace. */
  title: string;
}

export function practiceAreaOf(category: string | null | undefined): PracticeArea | null {
  const page = category ? practiceAreas.find((area) => area.code === category) : undefined;
  return page ? { path: page.path, title: page.title } : null;
}

export function successCasePath(id: string): string {
  return `/reference/${encodeURIComponent(id)}`;
}
