import type { ServerResponse } from 'node:http';
import { consoleKitReady } from '@taesung/shared/console';
import type { LawyerRecord, PracticeRecord, SettingRecord } from '@taesung/shared';
import { json, startApiServer, token, type SeenRequest } from '@taesung/shared/test-support/api-server';

/**
 * A stand-in for the API of the site's settings, lawyers and practice pages: a real local HTTP server that keeps the
 * records in memory, answers as `/api/console/{setting,lawyers,practices}` do, and records every request. A test
 * changes an answer with `answer(method, path, handler)`.
 */
export type Override = (request: SeenRequest, response: ServerResponse) => void;

const office = (
  code: SettingRecord['offices'][number]['code'],
  ko: string,
  en: string,
): SettingRecord['offices'][number] => ({
  code,
  name: { ko, en },
  address: { ko: `${ko} 주소`, en: `${en} address` },
  phone: '02-555-0100',
  fax: '02-555-0101',
  lat: 37.5,
  lng: 127,
  image: null,
  mapUrl: '',
  hours: { ko: '평일 9시~18시', en: 'Weekdays 9–18' },
  directions: { ko: '2호선 강남역 4번 출구', en: 'Gangnam station, exit 4' },
  parking: { ko: '건물 지하 주차장', en: 'Basement car park' },
});

export const settingOf = (): SettingRecord => ({
  firmName: { ko: '법무법인 태성', en: 'Taesung Law Firm' },
  teamName: { ko: '가사상속팀', en: 'Family & Inheritance Team' },
  representatives: { ko: '김태성', en: 'Taesung Kim' },
  advertisingLawyer: { ko: '김태성', en: 'Taesung Kim' },
  registrationNumber: '123-45-67890',
  phone: '1588-0000',
  email: 'office@taesung.example',
  chatUrl: 'https://chat.example/taesung',
  social: { youtube: 'https://youtube.example/taesung', blog: '', instagram: '', facebook: '', twitter: '' },
  offices: [
    office('seoul-main', '서울 주사무소', 'Seoul main office'),
    office('incheon', '인천 분사무소', 'Incheon office'),
  ],
  notificationRecipients: { email: ['desk@taesung.example'], sms: ['010-1234-5678'] },
  updatedAt: '2026-11-24T01:00:00.000Z',
});

export const lawyerOf = (overrides: Partial<LawyerRecord> = {}): LawyerRecord => ({
  _id: 'lawyer-1',
  key: 'kim-taesung',
  title: '김태성',
  titleEn: 'Taesung Kim',
  image: null,
  office: 'seoul-main',
  ceo: true,
  representative: true,
  hidden: false,
  order: 1,
  position: { ko: '대표변호사', en: 'Managing partner' },
  summary: { ko: '가사·상속 전문', en: 'Family and inheritance' },
  info: {
    ko: [{ title: '학력', infoDetail: ['서울대학교 법학과 졸업', { text: '사법연수원 40기', bold: true }] }],
    en: [{ title: 'Education', text: 'Seoul National University, LL.B.' }],
  },
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-24T01:30:00.000Z',
  ...overrides,
});

export const practiceOf = (overrides: Partial<PracticeRecord> = {}): PracticeRecord => ({
  _id: 'practice-1',
  code: 'divorce-agreement',
  order: 1,
  visual: null,
  title: { ko: '협의이혼', en: 'Divorce by agreement' },
  lead: { ko: '합의로 빠르게 정리합니다.', en: 'Settled quickly by agreement.' },
  description: { ko: '협의이혼 절차 안내', en: 'How divorce by agreement works' },
  sections: {
    ko: [
      { kind: 'text', heading: '협의이혼이란', body: '<p>부부가 합의하여 이혼하는 절차입니다.</p>' },
      { kind: 'steps', heading: '절차', items: [{ title: '신청', text: '법원에 신청합니다.' }] },
    ],
    en: [],
  },
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-24T01:30:00.000Z',
  ...overrides,
});

const initialLawyers = () => [
  lawyerOf(),
  lawyerOf({
    _id: 'lawyer-2',
    key: 'lee-sora',
    title: '이소라',
    titleEn: 'Sora Lee',
    ceo: false,
    representative: false,
    hidden: true,
    order: 2,
  }),
  lawyerOf({
    _id: 'lawyer-3',
    key: 'park-jun',
    title: '박준',
    titleEn: 'Jun Park',
    ceo: false,
    representative: false,
    order: 3,
  }),
];
const initialPractices = () => [
  practiceOf(),
  practiceOf({
    _id: 'practice-2',
    code: 'divorce-lawsuit',
    order: 2,
    title: { ko: '재판이혼', en: 'Divorce by lawsuit' },
  }),
];

const body = (request: SeenRequest) => JSON.parse(request.body || 'null') as unknown;

export async function startContentApi() {
  let setting = settingOf();
  let lawyers = initialLawyers();
  let practices = initialPractices();
  const overrides = new Map<string, Override>();

  const server = await startApiServer((request, response) => {
    const path = request.url.split('?')[0] ?? '';
    const override = overrides.get(`${request.method} ${path}`);
    if (override) return override(request, response);
    const lawyer = /^\/api\/console\/lawyers\/([^/]+)(\/image)?$/.exec(path);
    const practice = /^\/api\/console\/practices\/([^/]+)(\/visual)?$/.exec(path);
    const officeImage = /^\/api\/console\/setting\/offices\/([^/]+)\/image$/.exec(path);
    if (path === '/api/console/setting') {
      if (request.method === 'PUT') {
        const sent = body(request) as SettingRecord;
        const offices = sent.offices.map((entry, index) => ({
          ...entry,
          image: setting.offices[index]?.image ?? null,
        }));
        setting = { ...sent, offices, updatedAt: '2026-11-24T02:00:00.000Z' };
      }
      return json(response, 200, { setting });
    }
    if (officeImage) {
      const image = request.method === 'DELETE' ? null : `/uploads/offices/${officeImage[1]}.webp`;
      setting = {
        ...setting,
        offices: setting.offices.map((entry) => (entry.code === officeImage[1] ? { ...entry, image } : entry)),
      };
      return json(response, 200, { setting });
    }
    if (path === '/api/console/lawyers' && request.method === 'GET')
      return json(response, 200, { lawyers, summary: { totalCount: lawyers.length, page: 1, limit: 100 } });
    if (path === '/api/console/lawyers' && request.method === 'POST') {
      const created = {
        ...lawyerOf(),
        ...(body(request) as object),
        _id: 'lawyer-new',
        image: null,
        order: lawyers.length + 1,
      } as LawyerRecord;
      lawyers = [...lawyers, created];
      return json(response, 201, { lawyer: created });
    }
    if (path === '/api/console/lawyers/order') {
      const ids = (body(request) as { ids: string[] }).ids;
      lawyers = ids.map((id, index) => ({ ...lawyers.find((entry) => entry._id === id)!, order: index + 1 }));
      response.writeHead(204);
      response.end();
      return;
    }
    if (lawyer) {
      const found = lawyers.find((entry) => entry._id === lawyer[1]);
      if (!found) return json(response, 404, { message: '변호사를 찾을 수 없습니다.', code: 'NOT_FOUND' });
      if (request.method === 'DELETE') {
        lawyers = lawyers.filter((entry) => entry !== found);
        response.writeHead(204);
        response.end();
        return;
      }
      const next =
        request.method === 'PUT'
          ? { ...found, ...(body(request) as object) }
          : lawyer[2]
            ? { ...found, image: '/uploads/lawyers/portrait.webp' }
            : found;
      lawyers = lawyers.map((entry) => (entry === found ? next : entry));
      return json(response, 200, { lawyer: next });
    }
    if (path === '/api/console/practices')
      return json(response, 200, { practices, summary: { totalCount: practices.length, page: 1, limit: 100 } });
    if (practice) {
      const found = practices.find((entry) => entry._id === practice[1]);
      if (!found) return json(response, 404, { message: '페이지를 찾을 수 없습니다.', code: 'NOT_FOUND' });
      const next =
        request.method === 'PUT'
          ? { ...found, ...(body(request) as object) }
          : practice[2]
            ? { ...found, visual: request.method === 'DELETE' ? null : '/uploads/practices/visual.webp' }
            : found;
      practices = practices.map((entry) => (entry === found ? next : entry));
      return json(response, 200, { practice: next });
    }
    return json(response, 404, { message: 'Not found', code: 'NOT_FOUND' });
  });

  return {
    ...server,
    /** Answers `method path` with the given handler instead of the records (a refusal, a held request). */
    answer(method: string, path: string, override: Override) {
      overrides.set(`${method} ${path}`, override);
    },
    /** The JSON bodies of the requests of `method path`, in order. */
    sent(method: string, path: string) {
      return server.seen.filter((request) => request.method === method && request.url.split('?')[0] === path).map(body);
    },
    reset() {
      setting = settingOf();
      lawyers = initialLawyers();
      practices = initialPractices();
      overrides.clear();
      server.seen.length = 0;
    },
  };
}

/** A signed-in staff member's session (the browser only reads the token). */
export const staffSession = {
  accessToken: token({ sub: 'staff-1', type: 'access', scope: ['console', 'console:settings'], name: '김서연' }),
  refreshToken: token({ sub: 'staff-1', type: 'refresh', scope: ['console'] }),
};

export type ContentApi = Awaited<ReturnType<typeof startContentApi>>;

/** The stand-in API for one test file: started before its tests, emptied of changes before each, closed after them. */
export function serveContentApi() {
  let api: ContentApi | undefined;
  beforeAll(async () => {
    api = await startContentApi();
    await consoleKitReady;
  });
  afterAll(() => api?.close());
  beforeEach(() => {
    api?.reset();
    localStorage.clear();
  });
  return () => api!;
}
