import type { BoardListArgs, FaqListArgs, PrefetchContext, Terms } from '@taesung/shared';
import { publicApi } from '@taesung/shared';

export const successCaseCount = 3;
export const mediaPageSize = 12;
export const noticePageSize = 10;

export const practiceFaqArgs = (code: string): FaqListArgs => ({ category: code });
export const guideFaqArgs: FaqListArgs = {};
/** The banner placement of the guide page, above its questions (the console's `guide-top`). */
export const guideBannerCode = 'guide-top';
export const successCaseArgs = (code: string): BoardListArgs => ({
  code: 'reference',
  category: code,
  limit: successCaseCount,
});
export const mediaListArgs = (page: number): BoardListArgs => ({ code: 'media', page, limit: mediaPageSize });
export const noticeListArgs = (page: number) => ({ page, limit: noticePageSize });

/** `?page=` as a page number: anything else than a positive integer is page 1. */
export function pageNumberOf(searchParams: URLSearchParams): number {
  const value = Number(searchParams.get('page'));
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}

/** The keyword of the search page: the path's `/auction-search/{keyword}`, else `?searchKeyword=`. */
export function searchKeywordOf(keyword: string | undefined, searchParams: URLSearchParams): string {
  return (keyword ?? searchParams.get('searchKeyword') ?? '').trim().slice(0, 100);
}

type Dispatch = PrefetchContext['dispatch'];

export const prefetchSetting = (dispatch: Dispatch) => dispatch(publicApi.endpoints.getSetting.initiate());

type TermsCode = Terms['code'];
const termsCodes: readonly string[] = ['privacy', 'service'] satisfies readonly TermsCode[];

export function isTermsCode(code: string): code is TermsCode {
  return termsCodes.includes(code);
}

export function otherTermsCode(code: TermsCode): TermsCode {
  return code === 'privacy' ? 'service' : 'privacy';
}
