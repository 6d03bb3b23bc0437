import { screen } from '@testing-library/react';
import type { Terms, TermsVersion } from '@taesung/shared';
import { termsVersionsApi } from '../api/terms-versions.ts';
import { loadPageTexts } from '../i18n/index.ts';
import { privacyTerms } from '../test-support/fixtures.ts';
import { renderPage } from '../test-support/render-page.tsx';
import { TermsPage } from './terms-page.tsx';

const current: Terms = {
  ...privacyTerms,
  _id: 'privacy-2026',
  title: '개인정보처리방침',
  effectiveAt: '2026-11-01T00:00:00.000+09:00',
};
const earlier: Terms = {
  ...privacyTerms,
  _id: 'privacy-2025',
  title: '개인정보처리방침',
  content: '<p>2025년에 안내한 내용입니다.</p>',
};
const versions: TermsVersion[] = [current, earlier].map(({ _id, code, title, effectiveAt }) => ({
  _id,
  code,
  title,
  effectiveAt,
}));

beforeAll(() => loadPageTexts());

function renderTerms(route: string, path: string) {
  return renderPage(<TermsPage />, {
    route,
    path,
    fill: (store, upsert) =>
      Promise.all([
        store.dispatch(upsert('getTerms', 'privacy', current)),
        store.dispatch(termsVersionsApi.util.upsertQueryData('getTermsVersions', 'privacy', versions)),
        store.dispatch(
          termsVersionsApi.util.upsertQueryData('getTermsVersion', { code: 'privacy', id: 'privacy-2025' }, earlier),
        ),
      ]),
  });
}

test('the policy in effect lists the versions in effect until now, each earlier one linked with its date', async () => {
  await renderTerms('/terms/privacy', '/terms/:code');
  const history = screen.getByRole('navigation', { name: '시행 이력' });
  expect(history).toHaveTextContent('현재 시행 중인 버전 (2026-11-01 시행)');
  expect(screen.getByText('현재 시행 중인 버전')).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: '2025-01-01 시행' })).toHaveAttribute(
    'href',
    '/terms/privacy/versions/privacy-2025',
  );
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
});

test('an earlier version reads as it was, says so, links back to the one in effect and is kept out of search results', async () => {
  await renderTerms('/terms/privacy/versions/privacy-2025', '/terms/:code/versions/:id');
  expect(screen.getByText('2025년에 안내한 내용입니다.')).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('2025-01-01부터 시행되었던 이전 버전입니다.');
  expect(screen.getByRole('link', { name: '현재 버전 보기' })).toHaveAttribute('href', '/terms/privacy');
  expect(screen.getByRole('link', { name: '현재 시행 중인 버전' })).toHaveAttribute('href', '/terms/privacy');
  expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
