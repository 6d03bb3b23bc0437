import sharp from 'sharp';

/** A real image of the given size and format. */
export function image(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 80, b: 140 } } })
    .toFormat(format)
    .toBuffer();
}

/** The smallest well-formed PDF. */
export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Markup pretending to be a picture. */
export const html = Buffer.from('<html><script>alert(1)</script></html>');

export const boardInput = (overrides: Record<string, unknown> = {}) => ({
  code: 'reference',
  subject: { ko: '황혼이혼 재산분할 사례', en: 'Property division in a late-life divorce' },
  subTitle: { ko: '30년 혼인', en: '30-year marriage' },
  content: {
    ko: '<p>혼인 기간 30년 동안 형성된 <strong>재산</strong>을 분할했습니다.</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
    en: '<p>We divided the <em>property</em> built over 30 years.</p>',
  },
  category: 'divorce-property',
  published: true,
  pinned: false,
  ...overrides,
});

export const lawyerInput = (overrides: Record<string, unknown> = {}) => ({
  key: 'kim-taesung',
  title: '김태성',
  titleEn: 'Taesung Kim',
  office: 'seoul-main',
  ceo: true,
  representative: true,
  order: 1,
  position: { ko: '대표변호사', en: 'Representative Attorney' },
  summary: { ko: '이혼·가사 사건을 주로 다룹니다.', en: 'Works mainly on divorce and family cases.' },
  info: {
    ko: [{ title: '약력', infoDetail: ['서울가정법원 조정위원', { text: '대한변호사협회 등록', bold: true }] }],
    en: [],
  },
  ...overrides,
});

export const practiceInput = (overrides: Record<string, unknown> = {}) => ({
  code: 'divorce-agreement',
  order: 1,
  title: { ko: '협의이혼', en: 'Divorce by agreement' },
  lead: { ko: '부부가 합의하여 이혼하는 절차입니다.', en: 'When both spouses agree to divorce.' },
  description: { ko: '협의이혼 절차와 준비', en: 'How an agreed divorce goes' },
  sections: {
    ko: [
      {
        kind: 'text',
        heading: '무엇인가요',
        body: '<p>협의이혼은 <a href="https://example.com">법원</a>의 확인을 받습니다.</p><iframe src="https://evil.example"></iframe>',
      },
      { kind: 'steps', heading: '절차', items: [{ title: '신청', text: '가정법원에 신청합니다.' }] },
    ],
    en: [{ kind: 'text', heading: 'What it is', body: '<p>The court confirms an agreed divorce.</p>' }],
  },
  ...overrides,
});

export const termsInput = (overrides: Record<string, unknown> = {}) => ({
  code: 'privacy',
  title: { ko: '개인정보처리방침', en: 'Privacy policy' },
  content: { ko: '<h2>수집 항목</h2><p>이름, 연락처</p>', en: '<h2>What we collect</h2><p>Name, phone</p>' },
  effectiveAt: '2024-01-01T00:00:00.000Z',
  ...overrides,
});

export const faqInput = (overrides: Record<string, unknown> = {}) => ({
  category: 'divorce-agreement',
  order: 1,
  published: true,
  question: { ko: '협의이혼 숙려기간은 얼마인가요?', en: 'How long is the waiting period?' },
  answer: { ko: '<p>자녀가 있으면 3개월입니다.</p>', en: '' },
  ...overrides,
});

export const popupInput = (overrides: Record<string, unknown> = {}) => ({
  title: { ko: '설 연휴 안내', en: 'Lunar New Year' },
  content: { ko: '<p>연휴 기간 휴무합니다.</p>', en: '<p>Closed over the holiday.</p>' },
  link: null,
  width: 400,
  height: 0,
  startAt: null,
  endAt: null,
  active: true,
  order: 1,
  ...overrides,
});

export const bannerInput = (overrides: Record<string, unknown> = {}) => ({
  code: 'home-hero',
  title: { ko: '상담 안내', en: 'Consultations' },
  link: '/contact/consultation',
  startAt: null,
  endAt: null,
  active: true,
  order: 1,
  ...overrides,
});

const office = (code: string, ko: string, en: string) => ({
  code,
  phone: '02-0000-5800',
  lat: 37.47,
  lng: 127.03,
  image: null,
  name: { ko, en },
  address: { ko: `${ko} 주소`, en: `${en} address` },
  hours: { ko: '평일 09:00~18:00', en: 'Weekdays 9–6' },
  directions: { ko: '지하철', en: 'Subway' },
  parking: { ko: '주차 가능', en: '' },
});

export const settingRecord = (overrides: Record<string, unknown> = {}) => ({
  registrationNumber: '000-00-00000',
  phone: '02-0000-5800',
  email: 'contact@taesung-law.example',
  chatUrl: 'https://chat.example/taesung',
  social: { youtube: 'https://youtube.example/@taesung' },
  firmName: { ko: '법무법인 태성', en: 'Taesung Law Firm' },
  teamName: { ko: '이혼가사팀', en: 'Divorce & Family Team' },
  representatives: { ko: '김태성', en: '' },
  offices: [
    office('seoul-main', '서울 본사', 'Seoul Main Office'),
    office('incheon', '인천 분사무소', 'Incheon Office'),
  ],
  notificationRecipients: { email: ['desk@taesung-law.example'], sms: ['010-0000-1234'] },
  ...overrides,
});
