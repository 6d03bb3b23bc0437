/** The console's sections (seed §2), grouped for the sidebar; titles are keys under `nav` of the `console` texts. */
export interface ConsoleSection {
  path: string;
  title: string;
}

export interface ConsoleSectionGroup {
  id: string;
  sections: readonly ConsoleSection[];
}

export const consoleSections: readonly ConsoleSectionGroup[] = [
  { id: 'overview', sections: [{ path: '/console/dashboard', title: 'dashboard' }] },
  {
    id: 'consultations',
    sections: [
      { path: '/console/forms', title: 'forms' },
      { path: '/console/center/questions', title: 'questions' },
      { path: '/console/center/faqs', title: 'faqs' },
      { path: '/console/center/notifications', title: 'notifications' },
    ],
  },
  {
    id: 'content',
    sections: [
      { path: '/console/boards', title: 'boards' },
      { path: '/console/banners', title: 'banners' },
      { path: '/console/popups', title: 'popups' },
    ],
  },
  {
    id: 'site',
    sections: [
      { path: '/console/setting', title: 'setting' },
      { path: '/console/terms', title: 'terms' },
    ],
  },
  {
    id: 'accounts',
    sections: [
      { path: '/console/users', title: 'users' },
      { path: '/console/users/levels', title: 'levels' },
      { path: '/console/users/withdrawals', title: 'withdrawals' },
      { path: '/console/password', title: 'password' },
    ],
  },
];

/** Whether a sidebar entry is the section being shown (`/console` is the dashboard; users excludes its sub lists). */
export function isCurrentSection(pathname: string, section: string): boolean {
  if (section === '/console/dashboard') return pathname === '/console' || pathname === section;
  if (pathname === section) return true;
  if (!pathname.startsWith(`${section}/`)) return false;
  const rest = pathname.slice(section.length + 1);
  return !consoleSections.some((group) => group.sections.some((entry) => entry.path === `${section}/${rest}`));
}
