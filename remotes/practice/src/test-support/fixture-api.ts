import type { Board } from '@taesung/shared';
import { childSupportTable2021 } from '@taesung/shared/calculators';
import type { RecordedRequest, Reply, Route } from './api-server.ts';
import {
  guideFaqs,
  lawyers,
  mediaItems,
  notices,
  practice,
  practiceEn,
  practiceFaqs,
  privacyTerms,
  searchResponse,
  setting,
  successCases,
} from './fixtures.ts';

const list = (key: string, items: unknown[], page = 1, limit = 20): Reply => ({
  body: { [key]: items.slice((page - 1) * limit, page * limit), summary: { totalCount: items.length, page, limit } },
});

const notFound: Reply = { status: 404, body: { message: '찾을 수 없습니다.', code: 'NOT_FOUND' } };

/** The public API's answers from the fixtures, as `/api/v1` gives them. */
export const fixtureApi: Route = (request: RecordedRequest) => {
  const { path, query } = request;
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? 20);
  if (path === '/api/v1/setting') return { body: { setting } };
  if (path === '/api/v1/calculators/child-support/table') {
    return {
      body: { ...childSupportTable2021, title: childSupportTable2021.title[request.language === 'en' ? 'en' : 'ko'] },
    };
  }
  if (path === '/api/v1/lawyers') return list('lawyers', lawyers, 1, 100);
  const practiceMatch = /^\/api\/v1\/practices\/([^/]+)$/.exec(path);
  if (practiceMatch) {
    const code = decodeURIComponent(practiceMatch[1] ?? '');
    if (code === 'missing') return notFound;
    const base = request.language === 'en' ? practiceEn : practice;
    return { body: { practice: { ...base, code } } };
  }
  if (path === '/api/v1/center/faqs') {
    const category = query.get('category');
    const faqs = category ? practiceFaqs.filter((faq) => faq.category === category) : guideFaqs;
    return list('faqs', faqs, 1, 100);
  }
  if (path === '/api/v1/boards') {
    const code = query.get('code');
    const category = query.get('category');
    const boards: Board[] = code === 'media' ? mediaItems : code === 'reference' ? successCases : [];
    return list(
      'boards',
      boards.filter((item) => !category || item.category === category),
      page,
      limit,
    );
  }
  if (path === '/api/v1/center/notifications') return list('notifications', notices, page, limit);
  if (path === '/api/v1/banners/guide-top') {
    return list(
      'banners',
      [
        {
          _id: 'b1',
          code: 'guide-top',
          title: '상속 상담 안내',
          link: '/contact/consultation',
          startAt: null,
          endAt: null,
          active: true,
          order: 1,
          images: [{ url: '/uploads/guide-mobile.webp', alt: '상속 상담 안내', breakpoint: 'mobile' }],
        },
      ],
      1,
      100,
    );
  }
  const versionsMatch = /^\/api\/v1\/terms\/(privacy|service)\/versions$/.exec(path);
  if (versionsMatch)
    return list(
      'terms',
      [
        {
          _id: versionsMatch[1] === 'privacy' ? 't1' : 't2',
          code: versionsMatch[1],
          title: '',
          effectiveAt: privacyTerms.effectiveAt,
        },
      ],
      1,
      100,
    );
  const termsMatch = /^\/api\/v1\/terms\/([^/]+)$/.exec(path);
  if (termsMatch) {
    const code = termsMatch[1];
    if (code === 'privacy') return { body: { terms: privacyTerms } };
    if (code === 'service')
      return { body: { terms: { ...privacyTerms, _id: 't2', code: 'service', title: '이용약관' } } };
    return notFound;
  }
  if (path === '/api/v1/search') {
    const keyword = query.get('searchKeyword') ?? '';
    return keyword === '재산분할'
      ? { body: searchResponse }
      : { body: { results: [], summary: { totalCount: 0, keyword } } };
  }
  return undefined;
};
