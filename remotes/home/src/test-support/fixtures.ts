import type { Board, Lawyer, Popup, Setting } from '@taesung/shared';

const at = (day: number) => new Date(Date.UTC(2024, 0, day, 1)).toISOString();

function post(overrides: Partial<Board> & Pick<Board, '_id' | 'code' | 'subject'>): Board {
  return {
    thumb: `/uploads/${overrides._id}.webp`,
    video: null,
    category: null,
    files: [],
    published: true,
    pinned: false,
    createdAt: at(1),
    updatedAt: at(1),
    subTitle: '',
    content: '<p>본문</p>',
    summary: '요약',
    ...overrides,
  };
}

/** 15 media items, newest first; the 15th is used only in the hero's list. */
export const mediaItems: Board[] = Array.from({ length: 15 }, (_, index) =>
  post({
    _id: `media-${index + 1}`,
    code: 'media',
    subject: `방송 출연 ${index + 1}`,
    subTitle: `이혼 상담 코너 ${index + 1}회`,
    video: index % 3 === 0 ? `video${index + 1}?si=tracking` : `video${index + 1}`,
    subOnly: index === 14 ? true : undefined,
    createdAt: at(30 - index),
  }),
);

export const successCases: Board[] = Array.from({ length: 6 }, (_, index) =>
  post({
    _id: `case-${index + 1}`,
    code: 'reference',
    subject: `혼인 기간 30년 황혼이혼에서 재산분할을 받아낸 사례 ${index + 1}`,
    category: 'divorce-property',
    thumb: index === 5 ? null : `/uploads/case-${index + 1}.webp`,
  }),
);

function lawyer(index: number, overrides: Partial<Lawyer> = {}): Lawyer {
  return {
    _id: `lawyer-${index}`,
    key: `lawyer-${index}`,
    title: `변호사${index}`,
    titleEn: `Lawyer ${index}`,
    image: `/uploads/lawyer-${index}.webp`,
    office: 'seoul-main',
    ceo: false,
    representative: false,
    order: index,
    position: '변호사',
    summary: `이혼·가사 사건을 맡는 변호사 ${index}`,
    info: [{ title: '경력', infoDetail: [`경력 ${index}-1`, `경력 ${index}-2`] }],
    ...overrides,
  };
}

export const leadLawyer: Lawyer = lawyer(1, {
  key: 'han-seojin',
  title: '한서진',
  titleEn: 'Han Seojin',
  ceo: true,
  representative: true,
  position: '대표변호사',
  summary: '사건마다 처음부터 끝까지 직접 챙깁니다',
  info: [
    { title: '소개', text: '가족의 내일을 먼저 생각합니다.' },
    {
      title: '경력',
      infoDetail: [
        { text: '법무법인 태성 대표변호사', bold: true },
        '대한변호사협회 등록 가사법 분야',
        '서울가정법원 조정위원',
        '방송 법률 자문',
        '가사 사건 강의',
        '여섯 번째 줄',
      ],
    },
  ],
});

export const lawyers: Lawyer[] = [leadLawyer, ...Array.from({ length: 15 }, (_, index) => lawyer(index + 2))];

function office(code: Setting['offices'][number]['code'], name: string): Setting['offices'][number] {
  return {
    code,
    name,
    phone: '0212345678',
    lat: 37.5,
    lng: 127,
    image: `/uploads/office-${code}.webp`,
    address: `${name} 주소`,
    hours: '평일 09:00–18:00',
    directions: '지하철',
    parking: '건물 주차장',
  };
}

export const setting: Setting = {
  registrationNumber: '123-45-67890',
  phone: '0212345678',
  email: 'contact@example.com',
  chatUrl: 'https://chat.example.com',
  social: {},
  firmName: '법무법인 태성',
  teamName: '이혼가사팀',
  representatives: '한서진',
  advertisingLawyer: '한서진',
  offices: [
    office('seoul-main', '서울 주사무소'),
    office('seoul-branch', '서울 분사무소'),
    office('incheon', '인천 분사무소'),
    office('gwangju', '광주 분사무소'),
  ],
};

export function popup(overrides: Partial<Popup> & Pick<Popup, '_id' | 'title'>): Popup {
  return {
    image: null,
    link: null,
    width: 400,
    height: 0,
    startAt: null,
    endAt: null,
    active: true,
    order: 0,
    content: '<p>설 연휴 동안 상담 예약을 <strong>온라인으로</strong> 받습니다.</p>',
    ...overrides,
  };
}

export const popups: Popup[] = [
  popup({ _id: 'popup-1', title: '설 연휴 상담 안내', link: '/contact/consultation', image: '/uploads/popup-1.webp' }),
  popup({ _id: 'popup-2', title: '인천 사무소 이전 안내', link: 'https://example.com/notice', order: 1 }),
];
