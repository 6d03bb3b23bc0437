import type { Lawyer, MakeStoreOptions, Setting } from '@taesung/shared';

export type Adapter = NonNullable<NonNullable<MakeStoreOptions['client']>['adapter']>;
type AdapterConfig = Parameters<Adapter>[0];

function lawyer(fields: Partial<Lawyer> & Pick<Lawyer, 'key' | 'title' | 'titleEn' | 'order' | 'office'>): Lawyer {
  return {
    _id: `lawyer-${fields.key}`,
    image: `/uploads/${fields.key}.webp`,
    ceo: false,
    representative: false,
    position: '변호사',
    summary: '이혼·재산분할 사건을 주로 맡습니다.',
    info: [],
    ...fields,
  };
}

export const ceo = lawyer({
  key: 'han-jiwoo',
  title: '한지우',
  titleEn: 'Han Ji-woo',
  order: 5,
  office: 'seoul-main',
  ceo: true,
  representative: true,
  position: '대표변호사',
  summary: '황혼이혼 재산분할 사건을 오래 맡아 왔습니다.',
  info: [
    {
      title: '약력',
      infoDetail: [
        { text: '법무법인 태성 대표변호사', bold: true },
        '대한변호사협회 등록 가사법 분야',
        { text: '서울가정법원 조정위원' },
      ],
    },
    { title: '학력', infoDetail: ['서울대학교 법과대학 졸업', '사법연수원 제40기 수료'] },
    {
      title: '소개',
      text: '의뢰인의 이야기를 끝까지 듣는 데서 사건이 시작됩니다.\n결과보다 과정을 먼저 설명드립니다.',
    },
  ],
});

export const seoulPartner = lawyer({
  key: 'oh-minseo',
  title: '오민서',
  titleEn: 'Oh Min-seo',
  order: 1,
  office: 'seoul-branch',
  representative: true,
  position: '파트너변호사',
  summary: '양육권과 친권 분쟁을 주로 맡습니다.',
});

export const incheonLawyer = lawyer({
  key: 'yoon-dahye',
  title: '윤다혜',
  titleEn: 'Yoon Da-hye',
  order: 2,
  office: 'incheon',
  position: '변호사',
  summary: '상간자소송과 위자료 청구를 주로 맡습니다.',
});

export const gwangjuLawyer = lawyer({
  key: 'seo-juwon',
  title: '서주원',
  titleEn: 'Seo Ju-won',
  order: 3,
  office: 'gwangju',
  image: null,
  summary: '상속재산분할과 유류분 사건을 주로 맡습니다.',
});

export const seoulLawyer = lawyer({
  key: 'moon-yerin',
  title: '문예린',
  titleEn: 'Moon Ye-rin',
  order: 4,
  office: 'seoul-main',
});

/** In the API's order of storage, not the list's. */
export const lawyers: Lawyer[] = [incheonLawyer, ceo, seoulLawyer, seoulPartner, gwangjuLawyer];

export const setting: Setting = {
  registrationNumber: '123-45-67890',
  phone: '0215771234',
  email: 'divorce@taesung.example',
  chatUrl: 'https://chat.example.com/taesung',
  social: {},
  firmName: '법무법인 태성',
  teamName: '이혼가사팀',
  representatives: '한지우, 오민서',
  advertisingLawyer: '한지우',
  offices: [
    {
      code: 'seoul-main',
      name: '서울 주사무소',
      address: '서울특별시 서초구 법원로 10',
      hours: '평일 09:00-18:00',
      directions: '지하철 2호선 교대역 10번 출구',
      parking: '건물 지하 주차장',
      phone: '0215771234',
      lat: 37.49,
      lng: 127.01,
      image: null,
    },
    {
      code: 'seoul-branch',
      name: '서울 분사무소',
      address: '서울특별시 강남구 테헤란로 1',
      hours: '평일 09:00-18:00',
      directions: '지하철 2호선 강남역',
      parking: '인근 공영주차장',
      phone: '0215771235',
      lat: 37.5,
      lng: 127.03,
      image: null,
    },
    {
      code: 'incheon',
      name: '인천 분사무소',
      address: '인천광역시 미추홀구 소성로 1',
      hours: '평일 09:00-18:00',
      directions: '인천지하철 1호선 문학경기장역',
      parking: '건물 주차장',
      phone: '0324301234',
      lat: 37.44,
      lng: 126.67,
      image: null,
    },
    {
      code: 'gwangju',
      name: '광주 분사무소',
      address: '광주광역시 동구 준법로 1',
      hours: '평일 09:00-18:00',
      directions: '광주지하철 1호선 남광주역',
      parking: '건물 주차장',
      phone: '0622301234',
      lat: 35.14,
      lng: 126.92,
      image: null,
    },
  ],
};

/** Answers the public API the way the server does (`{ lawyers }`, `{ lawyer }`, `{ setting }`, 404 `{ message }`). */
export function fixtureAdapter(requests: string[] = []): Adapter {
  return async (config: AdapterConfig) => {
    const url = config.url ?? '';
    requests.push(url);
    const respond = (status: number, data: unknown) => ({
      status,
      statusText: String(status),
      data,
      headers: {},
      config,
    });
    let response: ReturnType<typeof respond>;
    if (url === '/api/v1/lawyers') {
      response = respond(200, { lawyers, summary: { totalCount: lawyers.length, page: 1, limit: 100 } });
    } else if (url === '/api/v1/setting') {
      response = respond(200, { setting });
    } else if (url.startsWith('/api/v1/lawyers/')) {
      const key = decodeURIComponent(url.slice('/api/v1/lawyers/'.length));
      const found = lawyers.find((candidate) => candidate.key === key);
      response = found
        ? respond(200, { lawyer: found })
        : respond(404, { message: '변호사를 찾을 수 없습니다.', code: 'NOT_FOUND' });
    } else {
      response = respond(404, { message: 'Not found', code: 'NOT_FOUND' });
    }
    if (response.status >= 400) {
      throw Object.assign(new Error(`Request failed with status code ${response.status}`), {
        isAxiosError: true,
        config,
        response,
      });
    }
    return response;
  };
}
