import type { Board, MakeStoreOptions, Setting } from '@taesung/shared';

export type Adapter = NonNullable<NonNullable<MakeStoreOptions['client']>['adapter']>;
type AdapterConfig = Parameters<Adapter>[0];

function post(fields: Partial<Board> & Pick<Board, '_id' | 'subject'>): Board {
  return {
    code: 'reference',
    thumb: `/uploads/${fields._id}.webp`,
    category: 'divorce-property',
    files: [],
    published: true,
    pinned: false,
    createdAt: '2024-05-02T16:30:00.000Z',
    updatedAt: '2024-05-10T01:00:00.000Z',
    content: '<p>사건 개요입니다.</p>',
    summary: '',
    ...fields,
  };
}

export const successCase = post({
  _id: 'case-late-life-property',
  subject: '혼인 30년 황혼이혼, 배우자 명의 부동산까지 분할 대상에 포함시킨 사례',
  subTitle: '재산분할 · 황혼이혼',
  summary: '혼인 30년 만의 이혼에서 배우자 명의로만 된 부동산과 퇴직금을 분할 대상에 포함시켜 기여도를 인정받았습니다.',
  content:
    '<h3>사건 개요</h3><p>의뢰인은 30년 동안 가사와 자녀 양육을 맡아 왔습니다.</p>' +
    '<h3>조력 내용</h3><ul><li>부동산 취득 경위 정리</li><li>퇴직금 예상액 사실조회</li></ul>' +
    '<p><strong>가사 노동의 기여도</strong>를 구체적으로 입증했습니다.</p>',
});

export const samePractice = [
  post({
    _id: 'case-retirement-pension',
    subject: '장래 퇴직연금을 분할 대상으로 인정받은 사례',
    createdAt: '2024-04-01T03:00:00.000Z',
  }),
  post({
    _id: 'case-hidden-assets',
    subject: '숨겨진 차명 예금을 찾아 재산분할에 반영한 사례',
    createdAt: '2024-03-01T03:00:00.000Z',
  }),
  post({
    _id: 'case-premarital-house',
    subject: '혼인 전 취득한 주택의 가치 상승분을 분할받은 사례',
    createdAt: '2024-02-01T03:00:00.000Z',
    thumb: null,
  }),
];

export const otherPractice = post({
  _id: 'case-custody',
  subject: '양육권을 지키고 면접교섭 일정을 조정한 사례',
  category: 'divorce-custody',
});

export const uncategorised = post({
  _id: 'case-general',
  subject: '분야가 정해지지 않은 사례',
  category: null,
  thumb: null,
});

export const notice = post({ _id: 'notice-holiday', code: 'notice', category: null, subject: '설 연휴 상담 안내' });

export const unpublished = post({ _id: 'case-draft', subject: '게시 전 사례', published: false });

export const allPosts = [successCase, ...samePractice, otherPractice, uncategorised, notice, unpublished];

/** `count` published success cases of divorce by agreement, one a day, the newest first. */
export function agreementCases(count: number): Board[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return post({
      _id: `case-agreement-${number}`,
      subject: `협의이혼 사례 ${number}`,
      summary: `협의이혼 사례 ${number}의 요약입니다.`,
      category: 'divorce-agreement',
      createdAt: new Date(Date.UTC(2024, 0, 31 - index, 3)).toISOString(),
    });
  });
}

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
  offices: [],
};

/** The request as the API sees it: path and query. */
function requestOf(config: AdapterConfig): string {
  const params = new URLSearchParams(
    Object.entries((config.params ?? {}) as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  params.sort();
  const query = params.toString();
  return query ? `${config.url}?${query}` : (config.url ?? '');
}

/** Answers the public API the way the server does (`{ board }`, `{ boards, summary }`, `{ setting }`, 404 `{ message }`). */
export function fixtureAdapter(requests: string[] = [], posts: readonly Board[] = allPosts): Adapter {
  return async (config: AdapterConfig) => {
    const url = config.url ?? '';
    requests.push(requestOf(config));
    const respond = (status: number, data: unknown) => ({
      status,
      statusText: String(status),
      data,
      headers: {},
      config,
    });
    let response: ReturnType<typeof respond>;
    if (url === '/api/v1/setting') {
      response = respond(200, { setting });
    } else if (url === '/api/v1/boards') {
      const {
        code,
        category,
        page = 1,
        limit = 20,
      } = (config.params ?? {}) as { code?: string; category?: string; page?: number; limit?: number };
      const found = posts
        .filter(
          (board) => board.published && (!code || board.code === code) && (!category || board.category === category),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const start = (page - 1) * limit;
      response = respond(200, {
        boards: found.slice(start, start + limit),
        summary: { totalCount: found.length, page, limit },
      });
    } else if (url.startsWith('/api/v1/boards/')) {
      const id = decodeURIComponent(url.slice('/api/v1/boards/'.length));
      const found = posts.find((board) => board._id === id && board.published);
      response = found
        ? respond(200, { board: found })
        : respond(404, { message: '게시글을 찾을 수 없습니다.', code: 'NOT_FOUND' });
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
