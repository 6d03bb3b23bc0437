import type { Board, Locale } from '@taesung/shared';

/** Search engines show at most 110 characters of a headline. */
const headlineLength = 110;

export interface ArticleInput {
  board: Board;
  locale: Locale;
  path: string;
  firmName: string;
  firmPath: string;
  section: string;
  area: string | null;
}

export function articleJsonLd({ board, locale, path, firmName, firmPath, section, area }: ArticleInput) {
  const firm = { '@type': 'Organization', name: firmName, url: firmPath };
  const headline =
    board.subject.length > headlineLength ? `${board.subject.slice(0, headlineLength - 1)}…` : board.subject;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline,
    description: board.summary || undefined,
    datePublished: board.createdAt,
    dateModified: board.updatedAt,
    image: board.thumb ? [board.thumb] : undefined,
    author: firm,
    publisher: firm,
    about: area ? { '@type': 'Thing', name: area } : undefined,
    articleSection: section,
    inLanguage: locale,
    url: path,
    mainEntityOfPage: { '@type': 'WebPage', '@id': path },
  };
}
