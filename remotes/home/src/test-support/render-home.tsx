import type { ReactElement } from 'react';
import { makeStore, publicApi, type Locale } from '@taesung/shared';
import { renderWithProviders, type RenderWithProvidersOptions } from '@taesung/shared/test-support';
import { mediaListArgs, successCaseListArgs } from '../api/home-queries.ts';
import { lawyers, mediaItems, popups, setting, successCases } from './fixtures.ts';

const summary = (totalCount: number) => ({ totalCount, page: 1, limit: 50 });

export interface HomeData {
  media?: typeof mediaItems;
  lawyers?: typeof lawyers;
  successCases?: typeof successCases;
  popups?: typeof popups;
  setting?: typeof setting;
}

/** A store holding the home page's queries, filled with records of the API's shapes. */
export async function homeStore(locale: Locale = 'ko', data: HomeData = {}) {
  const store = makeStore({ getLocale: () => locale });
  const media = data.media ?? mediaItems;
  const cases = data.successCases ?? successCases;
  await Promise.all([
    store.dispatch(
      publicApi.util.upsertQueryData('getBoards', mediaListArgs, { boards: media, summary: summary(media.length) }),
    ),
    store.dispatch(
      publicApi.util.upsertQueryData('getBoards', successCaseListArgs, {
        boards: cases,
        summary: summary(cases.length),
      }),
    ),
    store.dispatch(publicApi.util.upsertQueryData('getLawyers', undefined, data.lawyers ?? lawyers)),
    store.dispatch(publicApi.util.upsertQueryData('getPopups', undefined, data.popups ?? popups)),
    store.dispatch(publicApi.util.upsertQueryData('getSetting', undefined, data.setting ?? setting)),
  ]);
  return store;
}

export async function renderHome(ui: ReactElement, options: RenderWithProvidersOptions & { data?: HomeData } = {}) {
  const { data, ...rest } = options;
  const store = await homeStore(rest.locale ?? 'ko', data);
  return renderWithProviders(ui, { store, ...rest });
}
