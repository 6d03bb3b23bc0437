import type { PageRoute } from '@taesung/shared';
import { buildConsoleNav, currentNavPath } from './console-nav.ts';

const Screen = () => null;
const route = (path: string, nav?: PageRoute['nav'], scope: readonly string[] = ['console']): PageRoute => ({
  path,
  Component: Screen,
  scope,
  ...(nav ? { nav } : {}),
});

const declared: PageRoute[] = [
  route('/console/users', { group: 'accounts', order: 10, title: 'console-users:nav.users' }),
  route('/console/users/levels', { group: 'accounts', order: 20, title: 'console-users:nav.levels' }),
  route('/console/users/:id'),
  route('/console/boards', { group: 'content', order: 10, title: 'console-boards:nav.boards' }),
  route('/console/boards/:id'),
  route('/console/reports', { group: 'reports', order: 10, title: 'console-reports:nav.reports' }),
  route('/console/audit', { group: 'archive', order: 10, title: 'console-reports:nav.audit' }),
  route('/console/forms', { group: 'consultations', order: 10, title: 'console-boards:nav.requests' }),
  route('/console/dashboard', { group: 'overview', order: 10, title: 'console-boards:nav.dashboard' }),
  route('/console/popups', { group: 'content', order: 30, title: 'console-settings:nav.popups' }),
  route('/console/banners', { group: 'content', order: 20, title: 'console-settings:nav.banners' }),
  route('/console/setting', { group: 'site', order: 10, title: 'console-settings:nav.setting' }, [
    'console',
    'settings',
  ]),
  route('/console/levels-admin', { group: 'accounts', order: 30, title: 'console-users:nav.levels' }, ['superuser']),
];

describe('the console sidebar', () => {
  const nav = buildConsoleNav(declared, ['console']);

  it('puts the known groups first in their order, then the others by name', () => {
    expect(nav.map((group) => group.id)).toEqual([
      'overview',
      'consultations',
      'content',
      'site',
      'accounts',
      'archive',
      'reports',
    ]);
  });

  it('sorts the entries of a group by their order, whatever order the remotes declared them in', () => {
    expect(nav.find((group) => group.id === 'content')?.items.map((item) => item.path)).toEqual([
      '/console/boards',
      '/console/banners',
      '/console/popups',
    ]);
  });

  it('leaves out screens without an entry and screens the session may not open', () => {
    const paths = nav.flatMap((group) => group.items.map((item) => item.path));
    expect(paths).not.toContain('/console/users/:id');
    expect(paths).not.toContain('/console/levels-admin');
    expect(paths).toContain('/console/setting');
    expect(buildConsoleNav(declared, ['member']).flatMap((group) => group.items)).toEqual([]);
    const superuser = buildConsoleNav(declared, ['superuser']);
    expect(superuser.map((group) => group.id)).toEqual(['accounts']);
    expect(superuser[0]?.items).toEqual([{ path: '/console/levels-admin', title: 'console-users:nav.levels' }]);
  });

  it('shows a path declared twice once, as its first declaration says', () => {
    const twice = buildConsoleNav(
      [...declared, route('/console/boards', { group: 'site', order: 1, title: 'console-other:nav.boards' })],
      ['console'],
    );
    const boards = twice.flatMap((group) => group.items).filter((item) => item.path === '/console/boards');
    expect(boards).toEqual([{ path: '/console/boards', title: 'console-boards:nav.boards' }]);
  });
});

describe('the current sidebar entry', () => {
  const nav = buildConsoleNav(declared, ['console']);

  it.each([
    ['/console/boards', '/console/boards'],
    ['/console/boards/123', '/console/boards'],
    ['/console/users/levels', '/console/users/levels'],
    ['/console/users/levels/3', '/console/users/levels'],
    ['/console/users/77', '/console/users'],
    ['/console', '/console/dashboard'],
    ['/console/boardsx', undefined],
    ['/console/nowhere', undefined],
  ])('on %s is %s', (pathname, expected) => {
    expect(currentNavPath(nav, pathname, '/console')).toBe(expected);
  });
});
