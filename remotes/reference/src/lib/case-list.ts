import { practiceCodes, type BoardListArgs, type PracticeCode } from '@taesung/shared';

export const caseListPath = '/reference';

/** Twelve cards fill whole rows of one, two and three columns alike. */
export const casesPerPage = 12;

/** The API's highest page number. */
const lastRequestablePage = 10_000;

export interface CaseListQuery {
  category: PracticeCode | null;
  page: number;
}

function isPracticeCode(value: string | null): value is PracticeCode {
  return value !== null && (practiceCodes as readonly string[]).includes(value);
}

/** The list's filter and page as the address gives them; an unknown practice shows every case, a bad page the first. */
export function caseListQueryOf(searchParams: URLSearchParams): CaseListQuery {
  const category = searchParams.get('category');
  const page = searchParams.get('page') ?? '';
  const number = /^\d{1,5}$/.test(page) ? Number(page) : 1;
  return {
    category: isPracticeCode(category) ? category : null,
    page: number >= 1 && number <= lastRequestablePage ? number : 1,
  };
}

/** The one query of the list: the page and its prefetch must ask with the same arguments. */
export function caseListArgs({ category, page }: CaseListQuery): BoardListArgs {
  return category
    ? { code: 'reference', category, page, limit: casesPerPage }
    : { code: 'reference', page, limit: casesPerPage };
}

/** The query string of a list address (`?category=divorce-property&page=2`); the first page and "all" are left out. */
export function caseListSearch(category: string | null | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function caseListHref(category?: string | null, page = 1): string {
  return `${caseListPath}${caseListSearch(category, page)}`;
}

export function pageCount(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / casesPerPage));
}

/** The page numbers shown in the pager: the first, the last and two either side of the current one; null is a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const shown = [...new Set([1, last, ...[-2, -1, 0, 1, 2].map((offset) => current + offset)])]
    .filter((page) => page >= 1 && page <= last)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    return page === previous + 2 ? [previous + 1, page] : [null, page];
  });
}
