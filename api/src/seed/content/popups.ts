import { videoConsultation } from './images.ts';
import type { SeedPopup } from './types.ts';

/* One example popup, shown on the home page while its display window includes the present. */

export const popups: SeedPopup[] = [
  {
    title: { ko: '전화·영상 상담 안내', en: 'Consultations by phone and video' },
    content: {
      ko:
        '<p>사무소를 방문하기 어려우신가요? 태성 이혼가사팀은 <strong>전화 상담과 영상 상담</strong>을 운영하고 있습니다.</p>' +
        '<p>대표전화 02-0000-5800, 채팅 상담 또는 상담 신청서로 예약해 주세요. 상담 비용과 진행 방식은 예약하실 때 안내해 드립니다.</p>',
      en:
        '<p>Finding it hard to visit an office? Taesung’s Divorce & Family Law Team offers <strong>consultations by phone and by video</strong>.</p>' +
        '<p>Book by calling +82 2-0000-5800, through our chat service or with the consultation request form. We explain the fee and format when you book.</p>',
    },
    link: '/contact/consultation',
    width: 400,
    height: 560,
    startAt: '2026-11-01T00:00:00+09:00',
    endAt: '2028-10-31T23:59:59+09:00',
    active: true,
    order: 1,
    image: videoConsultation('popup-video-consultation'),
  },
];
