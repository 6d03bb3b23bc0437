import { consoleScope, type PageRoute, type RemoteName } from '@taesung/shared';
import type { LoadedRemote } from '../federation/remote-loader.ts';

export const consoleScreen = (
  path: string,
  title: string,
  nav?: PageRoute['nav'],
  scope: readonly string[] = [consoleScope],
): PageRoute => ({
  path,
  Component: () => <h1>{title}</h1>,
  scope,
  ...(nav ? { nav } : {}),
});

/** The console remotes' declarations as they stand, in the order of the runtime map, for the frame to load. */
export const consoleRemotes: Partial<Record<RemoteName, LoadedRemote>> = {
  'console-boards': {
    routes: [
      consoleScreen('/console', '대시보드'),
      consoleScreen('/console/dashboard', '대시보드', {
        group: 'overview',
        order: 10,
        title: 'console-boards:nav.dashboard',
      }),
      consoleScreen('/console/boards', '게시판 관리', {
        group: 'content',
        order: 10,
        title: 'console-boards:nav.boards',
      }),
      consoleScreen('/console/boards/create', '게시글 작성'),
      consoleScreen('/console/boards/:id', '게시글 수정'),
      consoleScreen('/console/center/notifications', '공지사항', {
        group: 'consultations',
        order: 40,
        title: 'console-boards:nav.notifications',
      }),
      consoleScreen('/console/forms', '상담 신청 목록', {
        group: 'consultations',
        order: 10,
        title: 'console-boards:nav.requests',
      }),
      consoleScreen('/console/forms/:id', '상담 신청 상세'),
      consoleScreen('/console/center/faqs', '자주 묻는 질문', {
        group: 'consultations',
        order: 30,
        title: 'console-boards:nav.faqs',
      }),
      consoleScreen('/console/center/questions', '문의', {
        group: 'consultations',
        order: 20,
        title: 'console-boards:nav.questions',
      }),
    ],
  },
  'console-users': {
    routes: [
      consoleScreen('/console/users', '관리자 계정', {
        group: 'accounts',
        order: 10,
        title: 'console-users:nav.users',
      }),
      consoleScreen('/console/users/create', '관리자 추가'),
      consoleScreen('/console/users/levels', '등급과 권한', {
        group: 'accounts',
        order: 20,
        title: 'console-users:nav.levels',
      }),
      consoleScreen('/console/users/withdrawals', '탈퇴 계정', {
        group: 'accounts',
        order: 30,
        title: 'console-users:nav.withdrawals',
      }),
      consoleScreen('/console/users/:id', '관리자 수정'),
      consoleScreen('/console/password', '비밀번호 변경', {
        group: 'accounts',
        order: 40,
        title: 'console-users:nav.password',
      }),
    ],
  },
  'console-settings': {
    routes: [
      consoleScreen('/console/setting', '사이트 설정', {
        group: 'site',
        order: 10,
        title: 'console-settings:nav.setting',
      }),
      consoleScreen('/console/terms', '약관 관리', { group: 'site', order: 20, title: 'console-settings:nav.terms' }),
      consoleScreen('/console/banners', '배너 관리', {
        group: 'content',
        order: 20,
        title: 'console-settings:nav.banners',
      }),
      consoleScreen('/console/banners/create', '배너 추가'),
      consoleScreen('/console/banners/:id', '배너 수정'),
      consoleScreen('/console/popups', '팝업 관리', {
        group: 'content',
        order: 30,
        title: 'console-settings:nav.popups',
      }),
    ],
  },
};
