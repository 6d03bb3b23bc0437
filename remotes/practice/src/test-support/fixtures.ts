import type { Board, Faq, Lawyer, Office, Practice, SearchResponse, Setting, Terms } from '@taesung/shared';

const at = '2025-03-02T01:00:00.000Z';

export const offices: Office[] = [
  {
    code: 'seoul-main',
    name: '서울 본사무소',
    address: '서울특별시 서초구 서초대로 000, 7층',
    phone: '0212345678',
    fax: '0212345679',
    hours: '평일 09:00 ~ 18:00\n토요일 10:00 ~ 14:00 (예약 상담)',
    directions:
      '1. 지하철 2호선 교대역 3번 출구로 나옵니다.\n2. 서초대로를 따라 200m 걸으면 우체국 건물이 보입니다.\n※ 버스는 "교대역" 정류장에서 내리세요.',
    parking: '건물 지하 주차장 2시간 무료 주차',
    lat: 37.49,
    lng: 127.01,
    image: '/uploads/office-seoul-main.webp',
    mapUrl: 'https://map.example.com/seoul-main',
  },
  {
    code: 'seoul-branch',
    name: '서울 분사무소',
    address: '서울특별시 강남구 테헤란로 000, 12층',
    phone: '0223456789',
    hours: '평일 09:00 ~ 18:00',
    directions: '지하철 2호선 역삼역 4번 출구에서 100m',
    parking: '건물 주차장 이용 (1시간 지원)',
    lat: 37.5,
    lng: 127.03,
    image: null,
  },
  {
    code: 'incheon',
    name: '인천 분사무소',
    address: '인천광역시 미추홀구 소성로 000, 5층',
    phone: '0323456789',
    hours: '평일 09:00 ~ 18:00',
    directions: '인천지하철 1호선 문학경기장역 2번 출구에서 도보 5분',
    parking: '건물 뒤편 공영주차장 이용',
    lat: 37.44,
    lng: 126.68,
    image: null,
    mapUrl: 'https://map.example.com/incheon',
  },
  {
    code: 'gwangju',
    name: '광주 분사무소',
    address: '광주광역시 동구 준법로 000, 3층',
    phone: '0623456789',
    hours: '평일 09:00 ~ 18:00',
    directions: '광주 도시철도 1호선 지원역에서 도보 10분',
    parking: '건물 주차장 이용',
    lat: 35.14,
    lng: 126.93,
    image: null,
  },
];

export const setting: Setting = {
  registrationNumber: '000-00-00000',
  phone: '0215550000',
  email: 'contact@example.com',
  chatUrl: 'https://chat.example.com/taesung',
  social: { youtube: 'https://www.youtube.com/@example' },
  firmName: '법무법인 태성',
  teamName: '이혼가사팀',
  representatives: '대표변호사 가나다',
  advertisingLawyer: '가나다',
  offices,
};

export const practice: Practice = {
  _id: 'p-divorce-lawsuit',
  code: 'divorce-lawsuit',
  order: 2,
  title: '이혼소송',
  lead: '합의가 되지 않을 때 법원에 이혼을 청구하는 절차입니다.',
  description: '재판상 이혼 사유, 조정과 소송의 진행, 위자료와 재산분할 청구를 안내합니다.',
  sections: [
    {
      kind: 'text',
      heading: '재판상 이혼이란',
      body: '<p>배우자가 이혼에 동의하지 않으면 <strong>민법 제840조</strong>가 정한 사유가 있을 때 법원에 이혼을 청구할 수 있습니다.</p><ul><li>배우자의 부정행위</li><li>악의의 유기</li></ul><table><tr><th>사유</th><th>예</th></tr><tr><td>부당한 대우</td><td>폭언, 폭행</td></tr></table><p><a href="/divorce/property">재산분할</a>도 함께 청구합니다.</p>',
    },
    {
      kind: 'steps',
      heading: '소송은 이렇게 진행됩니다',
      items: [
        { title: '소장 제출', text: '관할 가정법원에 이혼 소장을 냅니다.' },
        { title: '조정', text: '대부분 조정 절차를 먼저 거칩니다.' },
        { title: '변론과 판결', text: '조정이 되지 않으면 재판으로 판단을 받습니다.' },
      ],
    },
    {
      kind: 'points',
      heading: '이혼가사팀이 하는 일',
      items: [
        { title: '증거 정리', text: '이혼 사유를 뒷받침할 증거를 함께 정리합니다.' },
        { title: '재산 조사', text: '상대방 명의 재산을 법원 절차로 확인합니다.' },
      ],
    },
  ],
  updatedAt: at,
};

export const practiceEn: Practice = {
  ...practice,
  title: 'Divorce Litigation',
  lead: 'Asking the court for a divorce when no agreement can be reached.',
  description: 'Grounds for a judicial divorce and how litigation proceeds.',
  sections: [
    {
      kind: 'text',
      heading: 'What a judicial divorce is',
      body: '<p>If your spouse does not agree, you may ask the court.</p>',
    },
    {
      kind: 'steps',
      heading: 'How the case proceeds',
      items: [{ title: 'Filing', text: 'File a complaint with the family court.' }],
    },
  ],
};

export const practiceFaqs: Faq[] = [
  {
    _id: 'f1',
    category: 'divorce-lawsuit',
    order: 1,
    published: true,
    question: '이혼소송은 얼마나 걸리나요?',
    answer: '<p>보통 6개월에서 1년 정도 걸립니다.</p>',
  },
  {
    _id: 'f2',
    category: 'divorce-lawsuit',
    order: 2,
    published: true,
    question: '법원에 꼭 직접 나가야 하나요?',
    answer: '변호사가 대신 출석할 수 있습니다.\n조정기일에는 함께 나가시는 것이 좋습니다.',
  },
];

export const guideFaqs: Faq[] = [
  {
    _id: 'g3',
    category: 'divorce-agreement',
    order: 1,
    published: true,
    question: '협의이혼 숙려기간은 얼마인가요?',
    answer: '<p>자녀가 있으면 3개월입니다.</p>',
  },
  {
    _id: 'g1',
    category: 'consultation',
    order: 1,
    published: true,
    question: '상담은 어떻게 신청하나요?',
    answer: '<p>전화나 상담 신청서로 신청하실 수 있습니다.</p>',
  },
  {
    _id: 'g2',
    category: 'fees',
    order: 1,
    published: true,
    question: '수임료는 어떻게 정해지나요?',
    answer: '<p>사건의 난이도에 따라 상담 후 안내합니다.</p>',
  },
  {
    _id: 'g4',
    category: 'inheritance-forced-share',
    order: 1,
    published: true,
    question: '유류분 청구 기한이 있나요?',
    answer: '<p>안 날부터 1년, 상속이 시작된 때부터 10년입니다.</p>',
  },
];

const board = (fields: Partial<Board> & Pick<Board, '_id' | 'code' | 'subject'>): Board => ({
  thumb: null,
  files: [],
  published: true,
  pinned: false,
  content: '',
  summary: '',
  createdAt: at,
  updatedAt: at,
  ...fields,
});

export const successCases: Board[] = [
  board({
    _id: 'case-1',
    code: 'reference',
    category: 'divorce-lawsuit',
    subject: '30년 혼인, 재산분할 기여도 50% 인정',
    summary: '전업주부인 의뢰인의 기여를 인정받았습니다.',
    thumb: '/uploads/case-1.webp',
  }),
  board({
    _id: 'case-2',
    code: 'reference',
    category: 'divorce-lawsuit',
    subject: '유책배우자의 이혼 청구 기각',
    summary: '혼인 파탄의 책임을 입증했습니다.',
  }),
];

export const mediaItems: Board[] = [
  board({
    _id: 'm1',
    code: 'media',
    subject: '황혼이혼, 재산은 어떻게 나누나',
    subTitle: 'KBS 아침마당',
    video: 'abc123?si=track',
    thumb: '/uploads/m1.webp',
    createdAt: '2025-02-01T00:00:00.000Z',
  }),
  board({
    _id: 'm2',
    code: 'media',
    subject: '양육권 분쟁의 쟁점',
    subTitle: 'MBC 생방송 오늘',
    video: 'def456',
    createdAt: '2025-01-01T00:00:00.000Z',
  }),
  board({
    _id: 'm3',
    code: 'media',
    subject: '히어로 전용 영상',
    video: 'ghi789',
    subOnly: true,
    createdAt: '2024-12-01T00:00:00.000Z',
  }),
];

export const notices: Board[] = [
  board({
    _id: 'n2',
    code: 'notice',
    subject: '설 연휴 상담 안내',
    content: '<p>연휴 기간에는 전화 상담만 가능합니다.</p>',
    createdAt: '2025-01-20T00:00:00.000Z',
  }),
  board({
    _id: 'n1',
    code: 'notice',
    subject: '인천 분사무소 이전 안내',
    pinned: true,
    content: '<p>인천 분사무소가 <strong>5층</strong>으로 옮겼습니다.</p>',
    createdAt: '2024-11-01T00:00:00.000Z',
  }),
];

const lawyer = (fields: Partial<Lawyer> & Pick<Lawyer, '_id' | 'key' | 'title' | 'titleEn' | 'office'>): Lawyer => ({
  image: null,
  ceo: false,
  representative: false,
  order: 1,
  position: '변호사',
  summary: '이혼·가사 사건을 주요 취급 분야로 합니다.',
  info: [],
  ...fields,
});

export const lawyers: Lawyer[] = [
  lawyer({
    _id: 'l1',
    key: 'kim-seoyeon',
    title: '김서연',
    titleEn: 'Seoyeon Kim',
    office: 'seoul-main',
    position: '대표변호사',
    ceo: true,
    image: '/uploads/kim.webp',
  }),
  lawyer({ _id: 'l2', key: 'lee-junho', title: '이준호', titleEn: 'Junho Lee', office: 'seoul-branch' }),
  lawyer({ _id: 'l3', key: 'park-minji', title: '박민지', titleEn: 'Minji Park', office: 'incheon' }),
  lawyer({ _id: 'l4', key: 'choi-hyun', title: '최현', titleEn: 'Hyun Choi', office: 'gwangju' }),
];

export const privacyTerms: Terms = {
  _id: 't1',
  code: 'privacy',
  title: '개인정보처리방침',
  content: '<h3>1. 수집하는 개인정보</h3><p>법무법인 태성은 상담 신청을 위해 이름과 연락처를 수집합니다.</p>',
  effectiveAt: '2025-01-01T00:00:00.000+09:00',
  updatedAt: at,
};

export const searchResponse: SearchResponse = {
  results: [
    {
      type: 'faq',
      _id: 'f1',
      title: '재산분할 청구 기한은?',
      excerpt: '이혼한 날부터 2년 안에 재산분할을 청구해야 합니다.',
      path: '/guide',
    },
    {
      type: 'practice',
      _id: 'p1',
      title: '재산분할',
      excerpt: '혼인 중 함께 이룬 재산을 나눕니다.',
      path: '/divorce/property',
    },
    {
      type: 'reference',
      _id: 'case-1',
      title: '30년 혼인, 재산분할 기여도 50% 인정',
      excerpt: '전업주부의 기여를 인정받았습니다.',
      path: '/reference/case-1',
    },
    {
      type: 'lawyer',
      _id: 'l1',
      title: '김서연 변호사',
      excerpt: '재산분할 사건을 주로 맡습니다.',
      path: '/taesung/lawyer/kim-seoyeon',
    },
  ],
  summary: { totalCount: 4, keyword: '재산분할' },
};
