import { screen } from '@testing-library/react';
import { makeStore } from '@taesung/shared';
import { fixtureAdapter } from './test-support/fixtures.ts';
import { prefetchRoute, renderRoute } from './test-support/render-route.tsx';

/** A page hydrates from what its prefetch stored: it must not start a query the prefetch did not. */
async function requestsAfterPrefetch(url: string) {
  const requests: string[] = [];
  const store = makeStore({ client: { adapter: fixtureAdapter(requests) } });
  await prefetchRoute(store, url);
  const prefetched = [...requests].sort();
  renderRoute(url, { store });
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { prefetched, all: [...requests].sort() };
}

describe('route prefetch', () => {
  it('prefetches the list the list page reads', async () => {
    const { prefetched, all } = await requestsAfterPrefetch('/taesung/lawyer?office=seoul');
    expect(prefetched).toEqual(['/api/v1/lawyers']);
    expect(all).toEqual(prefetched);
    expect(screen.getByRole('link', { name: '한지우' })).toBeInTheDocument();
  });

  it('prefetches the lawyer, the list and the settings the profile reads, with the same arguments', async () => {
    const { prefetched, all } = await requestsAfterPrefetch('/taesung/lawyer/yoon-dahye');
    expect(prefetched).toEqual(['/api/v1/lawyers', '/api/v1/lawyers/yoon-dahye', '/api/v1/setting']);
    expect(all).toEqual(prefetched);
    expect(screen.getByRole('heading', { level: 1, name: '윤다혜' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '전화 02-1577-1234' })).toBeInTheDocument();
  });
});
