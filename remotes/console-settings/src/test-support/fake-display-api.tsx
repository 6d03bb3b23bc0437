import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation, useRoutes } from 'react-router';
import type { BannerRecord, PopupRecord, SessionState, TermsRecord } from '@taesung/shared';
import { ConsoleOverlays, consoleKitReady } from '@taesung/shared/console';
import { renderWithProviders } from '@taesung/shared/test-support';
import { json, startApiServer, token, type SeenRequest } from '@taesung/shared/test-support/api-server';
import { ready } from '@/i18n/index.ts';

type Collections = { terms: TermsRecord[]; banners: BannerRecord[]; popups: PopupRecord[] };
type Answer = { status: number; body?: unknown } | undefined;
/** Answers a request before the stand-in's own rules (a refusal, a failure); `undefined` lets them answer. */
export type Override = (request: SeenRequest & { path: string; query: URLSearchParams }) => Answer;

const stamp = '2026-11-24T01:00:00.000Z';
let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${++sequence}`;

export const termsOf = (overrides: Partial<TermsRecord> = {}): TermsRecord => ({
  _id: nextId('terms'),
  code: 'privacy',
  title: { ko: '개인정보처리방침', en: 'Privacy policy' },
  content: {
    ko: '<p>법무법인 태성은 상담 신청에 필요한 개인정보만 수집합니다.</p>',
    en: '<p>We collect only what a consultation needs.</p>',
  },
  effectiveAt: '2026-01-01T00:00:00.000Z',
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

export const bannerOf = (overrides: Partial<BannerRecord> = {}): BannerRecord => ({
  _id: nextId('banner'),
  code: 'guide-top',
  title: { ko: '상속 상담 안내', en: 'Inheritance consultations' },
  link: '/contact/consultation',
  startAt: null,
  endAt: null,
  active: true,
  order: 1,
  images: [],
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

export const popupOf = (overrides: Partial<PopupRecord> = {}): PopupRecord => ({
  _id: nextId('popup'),
  title: { ko: '연말 휴무 안내', en: 'Year-end holidays' },
  content: { ko: '<p>12월 31일은 쉽니다.</p>', en: '<p>Closed on 31 December.</p>' },
  image: null,
  link: null,
  width: 400,
  height: 0,
  startAt: null,
  endAt: null,
  active: true,
  order: 1,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

const multipartField = (body: string, name: string) =>
  new RegExp(`name="${name.replace('.', '\\.')}"\\r\\n\\r\\n([^\\r]*)`).exec(body)?.[1];

/**
 * A stand-in of the console API for terms, banners and popups, on a real local HTTP server: it keeps what it is
 * sent (so a screen reads back its own writes) and refuses to change a terms version in effect, as the API does.
 */
export async function startDisplayApi(initial: Partial<Collections> = {}) {
  const data: Collections = { terms: [], banners: [], popups: [], ...initial };
  let override: Override = () => undefined;
  const server = await startApiServer((request, response) => {
    const url = new URL(request.url, 'http://api');
    const routed = { ...request, path: url.pathname, query: url.searchParams };
    const answer = override(routed) ?? route(data, routed);
    if (answer.status === 204) {
      response.writeHead(204);
      response.end();
    } else json(response, answer.status, answer.body ?? {});
  });
  await Promise.all([consoleKitReady, ready]);
  return {
    ...server,
    data,
    /** Unmounts the screen first, so no request of it is cut off by the server closing. */
    close() {
      cleanup();
      return server.close();
    },
    override(next: Override) {
      override = next;
    },
    writes: () => server.seen.filter((request) => request.method !== 'GET'),
  };
}

function route(
  data: Collections,
  request: SeenRequest & { path: string; query: URLSearchParams },
): { status: number; body?: unknown } {
  const [, , , resource, id, sub, index] = request.path.split('/') as [
    string,
    string,
    string,
    keyof Collections,
    string?,
    string?,
    string?,
  ];
  const single = { terms: 'terms', banners: 'banner', popups: 'popup' }[resource];
  const rows = data[resource] as { _id: string; code?: string; effectiveAt?: string }[];
  if (!single) return { status: 404, body: { message: '찾을 수 없습니다.' } };
  const found = rows.find((row) => row._id === id);
  const body =
    request.body && !request.headers['content-type']?.startsWith('multipart/')
      ? (JSON.parse(request.body) as Record<string, unknown>)
      : {};
  if (!id) {
    if (request.method === 'POST') {
      const created = {
        ...body,
        _id: nextId(resource),
        images: resource === 'banners' ? [] : undefined,
        image: resource === 'popups' ? null : undefined,
        createdAt: stamp,
        updatedAt: stamp,
      };
      rows.push(created as never);
      return { status: 201, body: { [single]: created } };
    }
    const code = request.query.get('code');
    const listed = rows.filter((row) => !code || row.code === code);
    return { status: 200, body: { [resource]: listed, summary: { totalCount: listed.length, page: 1, limit: 20 } } };
  }
  if (!found) return { status: 404, body: { message: '찾을 수 없습니다.' } };
  if (resource === 'terms' && request.method !== 'GET' && new Date(found.effectiveAt ?? 0).getTime() <= Date.now()) {
    return {
      status: 409,
      body: { message: '시행된 약관은 고칠 수 없습니다. 새 버전으로 저장해 주세요.', code: 'TERMS_IN_EFFECT' },
    };
  }
  if (sub === 'images' && resource === 'banners') {
    const banner = found as unknown as BannerRecord;
    const position = Number(index);
    if (request.method === 'DELETE') banner.images.splice(position, 1);
    else {
      const alt = {
        ko: multipartField(request.body, 'alt.ko') ?? '',
        en: multipartField(request.body, 'alt.en') ?? '',
      };
      const breakpoint = (multipartField(request.body, 'breakpoint') ??
        'desktop') as BannerRecord['images'][number]['breakpoint'];
      banner.images[position] = { url: `/uploads/banner-${position}-${breakpoint}.webp`, alt, breakpoint };
    }
    return { status: 200, body: { banner } };
  }
  if (sub === 'image' && resource === 'popups') {
    const popup = found as unknown as PopupRecord;
    popup.image = request.method === 'DELETE' ? null : '/uploads/popup.webp';
    return { status: 200, body: { popup } };
  }
  if (request.method === 'DELETE') {
    rows.splice(rows.indexOf(found), 1);
    return { status: 204 };
  }
  if (request.method === 'PUT') Object.assign(found, body, { updatedAt: stamp });
  return { status: 200, body: { [single]: found } };
}

const session: SessionState = {
  accessToken: token({ sub: 'staff-1', type: 'access', scope: ['console'], name: '김서연' }),
  refreshToken: token({ sub: 'staff-1', type: 'refresh', scope: ['console'] }),
  payload: { sub: 'staff-1', type: 'access', scope: ['console'], username: 'staff', name: '김서연' },
};

function Screen({ path, element }: { path: string; element: ReactElement }) {
  return useRoutes([
    { path, element },
    { path: '*', element: null },
  ]);
}

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

/** Renders one console screen at `route`, matched by `path`, signed in, with the overlays and the API at `baseURL`. */
export function renderScreen(
  element: ReactElement,
  { path, route, baseURL, locale = 'ko' }: { path: string; route: string; baseURL: string; locale?: 'ko' | 'en' },
) {
  return renderWithProviders(
    <>
      <Screen path={path} element={element} />
      <Address />
      <ConsoleOverlays />
    </>,
    { route, locale, preloadedState: { session }, storeOptions: { client: { baseURL } } },
  );
}
