import { screen, within } from '@testing-library/react';
import { lawyers, setting } from '../test-support/fixtures.ts';
import { renderPage } from '../test-support/render-page.tsx';
import { DirectionsPage } from './directions-page.tsx';
import { TeamCenterPage } from './team-center-page.tsx';
import { TeamOfficePage } from './team-office-page.tsx';
import type { ReactElement } from 'react';

function renderWithTeam(page: ReactElement, route: string, locale: 'ko' | 'en' = 'ko') {
  return renderPage(page, {
    route,
    locale,
    fill: (store, upsert) =>
      Promise.all([
        store.dispatch(upsert('getLawyers', undefined, lawyers)),
        store.dispatch(upsert('getSetting', undefined, setting)),
      ]),
  });
}

describe('the team page', () => {
  it('states the claims of the firm without the words the bar forbids', async () => {
    await renderWithTeam(<TeamCenterPage />, '/taesung/center');
    expect(screen.getByRole('heading', { level: 1, name: '이혼가사팀 소개' })).toBeInTheDocument();
    expect(screen.getByText('5,800건+')).toBeInTheDocument();
    expect(screen.getByText('13년')).toBeInTheDocument();
    expect(screen.getByText('25만 명')).toBeInTheDocument();
    expect(document.querySelector('article')?.textContent).not.toMatch(/전문|전담|최고|유일|무료|승소율/);
  });

  it('explains how two lawyers handle a case, step by step', async () => {
    await renderWithTeam(<TeamCenterPage />, '/taesung/center');
    const handling = screen.getByRole('region', { name: '한 사건, 두 명의 변호사' });
    expect(within(handling).getAllByRole('listitem')).toHaveLength(5);
  });

  it('lists the lawyers office by office, each linking to the profile', async () => {
    await renderWithTeam(<TeamCenterPage />, '/taesung/center');
    const offices = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(offices).toEqual(
      expect.arrayContaining(['서울 본사무소', '서울 분사무소', '인천 분사무소', '광주 분사무소']),
    );
    const seoulMain = screen.getByRole('region', { name: '서울 본사무소' });
    expect(within(seoulMain).getByRole('link', { name: /김서연/ })).toHaveAttribute(
      'href',
      '/taesung/lawyer/kim-seoyeon',
    );
    expect(within(seoulMain).getByRole('link', { name: '서울 본사무소 팀 소개' })).toHaveAttribute(
      'href',
      '/taesung/seoul',
    );
  });

  it('shows the lawyers by their English names on the English site', async () => {
    await renderWithTeam(<TeamCenterPage />, '/taesung/center', 'en');
    expect(screen.getByRole('heading', { level: 4, name: 'Seoyeon Kim' })).toBeInTheDocument();
    expect(screen.getByText('250,000')).toBeInTheDocument();
  });
});

describe('the regional team pages', () => {
  it('Seoul shows the lawyers of the main office and the branch, and where both offices are', async () => {
    await renderWithTeam(<TeamOfficePage region="seoul" />, '/taesung/seoul');
    expect(screen.getByRole('heading', { level: 2, name: '서울 본사무소 변호사' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '서울 분사무소 변호사' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /이준호/ })).toHaveAttribute('href', '/taesung/lawyer/lee-junho');
    expect(screen.queryByText('박민지')).not.toBeInTheDocument();
    const offices = screen.getByRole('region', { name: '사무소 안내' });
    expect(within(offices).getByText('서울특별시 서초구 서초대로 000, 7층')).toBeInTheDocument();
    expect(within(offices).getAllByRole('link', { name: '오시는 길' })[0]).toHaveAttribute('href', '/contact/seoul');
    expect(within(offices).getByRole('link', { name: '02-1234-5678' })).toHaveAttribute('href', 'tel:+82212345678');
    expect(screen.getByRole('link', { name: /상담 신청하기/ })).toHaveAttribute(
      'href',
      '/contact/consultation?office=seoul-main',
    );
  });

  it('Incheon shows only the Incheon lawyers', async () => {
    await renderWithTeam(<TeamOfficePage region="incheon" />, '/taesung/incheon');
    expect(screen.getByRole('link', { name: /박민지/ })).toBeInTheDocument();
    expect(screen.queryByText('김서연')).not.toBeInTheDocument();
    expect(screen.queryByText('이준호')).not.toBeInTheDocument();
  });
});

describe('the directions pages', () => {
  it('Seoul shows both Seoul offices with address, phone, hours, transport, parking and a map link in a new window', async () => {
    await renderWithTeam(<DirectionsPage region="seoul" />, '/contact/seoul');
    const main = screen.getByRole('region', { name: '서울 본사무소' });
    expect(within(main).getByText('서울특별시 서초구 서초대로 000, 7층')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: '02-1234-5678' })).toHaveAttribute('href', 'tel:+82212345678');
    expect(within(main).getByText('토요일 10:00 ~ 14:00 (예약 상담)')).toBeInTheDocument();
    const steps = within(main)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(steps.map((step) => step.textContent)).toEqual([
      '지하철 2호선 교대역 3번 출구로 나옵니다.',
      '서초대로를 따라 200m 걸으면 우체국 건물이 보입니다.',
    ]);
    expect(within(main).getByText('※ 버스는 "교대역" 정류장에서 내리세요.').tagName).toBe('P');
    expect(within(main).getByText('건물 지하 주차장 2시간 무료 주차')).toBeInTheDocument();
    const map = within(main).getByRole('link', { name: /지도에서 보기/ });
    expect(map).toHaveAttribute('href', 'https://map.example.com/seoul-main');
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    const branch = screen.getByRole('region', { name: '서울 분사무소' });
    expect(within(branch).getByRole('link', { name: /지도에서 보기/ })).toHaveAttribute(
      'href',
      `https://map.kakao.com/link/map/${encodeURIComponent('서울 분사무소')},37.5,127.03`,
    );
    expect(screen.queryByRole('region', { name: '인천 분사무소' })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('Incheon shows the Incheon office, numbers in international form on the English site', async () => {
    await renderWithTeam(<DirectionsPage region="incheon" />, '/contact/incheon', 'en');
    const office = screen.getByRole('region', { name: '인천 분사무소' });
    expect(within(office).getByRole('link', { name: '+82 32-345-6789' })).toHaveAttribute('href', 'tel:+82323456789');
    expect(screen.getByRole('navigation', { name: 'Directions pages' })).toBeInTheDocument();
  });
});
