import { publicApi, type BoardListArgs, type PrefetchContext } from '@taesung/shared';

/** Every media item: the hero lists the first ones, the carousel those not marked `subOnly`. */
export const mediaListArgs = { code: 'media', limit: 50 } as const satisfies BoardListArgs;

/** The latest success cases: six fill two columns on phones and three from md alike. */
export const successCaseListArgs = { code: 'reference', limit: 6 } as const satisfies BoardListArgs;

/** Starts every query the home page renders, with the arguments its components use. */
export function prefetchHome({ dispatch }: PrefetchContext) {
  return Promise.all([
    dispatch(publicApi.endpoints.getBoards.initiate(mediaListArgs)),
    dispatch(publicApi.endpoints.getLawyers.initiate()),
    dispatch(publicApi.endpoints.getBoards.initiate(successCaseListArgs)),
    dispatch(publicApi.endpoints.getPopups.initiate()),
    dispatch(publicApi.endpoints.getSetting.initiate()),
  ]);
}
