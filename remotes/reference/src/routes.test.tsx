import { screen } from '@testing-library/react';
import { makeStore } from '@taesung/shared';
import { agreementCases, allPosts, fixtureAdapter, successCase } from './test-support/fixtures.ts';
import { prefetchRoute, renderRoute } from './test-support/render-route.tsx';

describe('route prefetch', () => {
  it('prefetches the case, the other cases of its practice and the settings, as the page asks for them', async () => {
    const requests: string[] = [];
    const store = makeStore({ client: { adapter: fixtureAdapter(requests) } });
    const url = `/reference/${successCase._id}`;
    await prefetchRoute(store, url);
    const prefetched = [...requests].sort();
    expect(prefetched).toEqual([
      `/api/v1/boards/${successCase._id}`,
      '/api/v1/boards?category=divorce-property&code=reference&limit=4',
      '/api/v1/setting',
    ]);
    renderRoute(url, { store });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...requests].sort()).toEqual(prefetched);
    expect(screen.getByRole('region', { name: '재산분할 다른 성공사례' })).toBeInTheDocument();
  });

  it('prefetches the list with the practice area and page of the address, as the page asks for it', async () => {
    const requests: string[] = [];
    const store = makeStore({ client: { adapter: fixtureAdapter(requests, [...allPosts, ...agreementCases(13)]) } });
    const url = '/reference?category=divorce-agreement&page=2';
    await prefetchRoute(store, url);
    expect(requests).toEqual(['/api/v1/boards?category=divorce-agreement&code=reference&limit=12&page=2']);
    renderRoute(url, { store });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: '협의이혼 사례 13' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
