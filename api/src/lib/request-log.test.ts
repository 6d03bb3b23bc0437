import { hasPrivateQuery, loggedUrl } from './request-log.ts';

describe('the request log', () => {
  it('keeps no calculator input nor calculator summary that a visitor put into an address', () => {
    expect(loggedUrl('/calculator/child-support?custodial=180%EB%A7%8C&other=270%EB%A7%8C&age1=15')).toBe(
      '/calculator/child-support',
    );
    expect(loggedUrl('/en/calculator/inheritance?estate=2%EC%96%B5')).toBe('/en/calculator/inheritance');
    expect(loggedUrl('/contact/consultation?from=child-support&summary=%EC%9B%94%20152%EB%A7%8C')).toBe(
      '/contact/consultation',
    );
  });

  it('keeps the query of other addresses', () => {
    expect(loggedUrl('/media?page=2')).toBe('/media?page=2');
    expect(loggedUrl('/api/v1/boards?code=reference')).toBe('/api/v1/boards?code=reference');
    expect(loggedUrl('/calculator/child-support')).toBe('/calculator/child-support');
  });

  it('names the pages whose query the cache of rendered pages does not keep', () => {
    expect(hasPrivateQuery('/calculator/child-support')).toBe(true);
    expect(hasPrivateQuery('/en/contact/consultation')).toBe(true);
    expect(hasPrivateQuery('/guide')).toBe(false);
  });
});
