import { createElement } from 'react';
import type { PageRoute } from '@taesung/shared';
import './i18n/index.ts';
import { SectionPage } from './pages/section-page.tsx';

const team = { label: 'nav.team.title' };
const divorce = { label: 'nav.divorce.title' };
const inheritance = { label: 'nav.inheritance.title' };
const contact = { label: 'nav.contact.title' };

function page(path: string, key: string, group?: { label: string }): PageRoute {
  const Component = () => createElement(SectionPage, { page: key, group: group?.label });
  Component.displayName = `Page(${key})`;
  return { path, Component };
}

export const routes: readonly PageRoute[] = [
  page('/taesung/center', 'team.center', team),
  page('/taesung/seoul', 'team.seoul', team),
  page('/taesung/incheon', 'team.incheon', team),
  page('/divorce/agreement', 'divorce.agreement', divorce),
  page('/divorce/lawsuit', 'divorce.lawsuit', divorce),
  page('/divorce/custody', 'divorce.custody', divorce),
  page('/divorce/property', 'divorce.property', divorce),
  page('/lawsuit', 'lawsuit'),
  page('/inheritance/property', 'inheritance.property', inheritance),
  page('/inheritance/heir', 'inheritance.heir', inheritance),
  page('/inheritance/claim', 'inheritance.claim', inheritance),
  page('/media', 'media'),
  page('/contact/seoul', 'contact.seoul', contact),
  page('/contact/incheon', 'contact.incheon', contact),
  page('/contact/consultation', 'consultation'),
  page('/guide', 'guide'),
  page('/terms/privacy', 'terms.privacy'),
  page('/terms/service', 'terms.service'),
  page('/auction-search', 'search'),
  page('/auction-search/:keyword', 'search'),
];
