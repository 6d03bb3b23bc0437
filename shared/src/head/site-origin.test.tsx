import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app-providers.tsx';
import { i18nFor } from '../i18n/index.ts';
import { makeStore } from '../store/make-store.ts';
import { PageLayout } from '../ui/page-layout.tsx';
import { PageHead } from './page-head.tsx';
import { absoluteUrls } from './site-origin.tsx';

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function render(path: string, locale: 'ko' | 'en' = 'ko') {
  return renderToString(
    <AppProviders store={makeStore()} i18n={i18nFor(locale)} origin="https://law.example/">
      <MemoryRouter initialEntries={[path]}>
        <PageLayout title="재산분할" crumbs={[{ label: '이혼' }, { label: '팀 소개', path: '/taesung/center' }]}>
          <PageHead
            title="재산분할"
            description="재산분할 안내"
            jsonLd={[
              {
                '@type': 'Person',
                url: '/taesung/lawyer/kim',
                image: ['/uploads/a.webp'],
                sameAs: 'https://video.example/x',
                name: '/not-a-url',
              },
            ]}
          />
        </PageLayout>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('structured data', () => {
  it('makes site paths absolute with the site origin, and leaves other values alone', () => {
    const [person] = jsonLdOf(render('/divorce/property'));
    expect(person).toEqual({
      '@type': 'Person',
      url: 'https://law.example/taesung/lawyer/kim',
      image: ['https://law.example/uploads/a.webp'],
      sameAs: 'https://video.example/x',
      name: '/not-a-url',
    });
    expect(absoluteUrls({ url: '/x' }, '')).toEqual({ url: '/x' });
  });

  it('describes every sub page’s place in the site as a BreadcrumbList of the crumbs that are pages', () => {
    const breadcrumb = jsonLdOf(render('/divorce/property')).find((item) => item['@type'] === 'BreadcrumbList');
    expect(breadcrumb).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '홈', item: 'https://law.example/' },
        { '@type': 'ListItem', position: 2, name: '팀 소개', item: 'https://law.example/taesung/center' },
        { '@type': 'ListItem', position: 3, name: '재산분할', item: 'https://law.example/divorce/property' },
      ],
    });
  });

  it('points the English breadcrumb at English pages', () => {
    const breadcrumb = jsonLdOf(render('/divorce/property', 'en')).find(
      (item) => item['@type'] === 'BreadcrumbList',
    ) as {
      itemListElement: { item: string; name: string }[];
    };
    expect(breadcrumb.itemListElement.map((item) => item.item)).toEqual([
      'https://law.example/en',
      'https://law.example/en/taesung/center',
      'https://law.example/en/divorce/property',
    ]);
    expect(breadcrumb.itemListElement[0]!.name).toBe('Home');
  });
});
