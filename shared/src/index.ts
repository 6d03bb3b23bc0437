export * from './constants.ts';
export * from './format/index.ts';
export * from './site.ts';
export { api, axiosBaseQuery, type ApiError, type ApiRequest, type ThunkExtra } from './api/base-api.ts';
export {
  apiErrorMessage,
  apiFieldIssues,
  isNetworkFailure,
  isNotFound,
  type ApiIssue,
  type FailureTexts,
} from './api/api-error.ts';
export { createApiClient, refreshPath, type ApiClient, type ApiClientOptions } from './api/client.ts';
export {
  sessionSlice,
  loggedIn,
  accessTokenRefreshed,
  loggedOut,
  selectAccessToken,
  selectRefreshToken,
  selectSessionPayload,
  selectScopes,
  selectIsLoggedIn,
  readStoredSession,
  writeStoredSession,
  sessionStorageKey,
  initialSessionState,
  type SessionState,
} from './session/session-slice.ts';
export { decodeToken, type TokenPayload } from './session/jwt.ts';
export {
  makeStore,
  rootReducer,
  type AppStore,
  type AppDispatch,
  type RootState,
  type LazyLoadedSlices,
  type MakeStoreOptions,
} from './store/make-store.ts';
export { useAppDispatch, useAppSelector, useAppStore, useApiClient } from './store/hooks.ts';
export {
  i18n,
  addNamespace,
  addNamespacePart,
  i18nFor,
  loadLanguage,
  type Resources,
  type ResourceLoader,
} from './i18n/index.ts';
export { guardRoute, isConsolePath, type GuardDecision, type GuardInput } from './routing/guard.ts';
export type {
  ConsoleNavEntry,
  PageRoute,
  PrefetchContext,
  PublicPageEntry,
  RemoteRoutesModule,
} from './routing/types.ts';
export { SitePagesProvider, useFooterLinks, useSiteMenu, useSitePages } from './site-pages-context.tsx';
export {
  createRenderCollector,
  RenderContextProvider,
  useRenderCollector,
  type HeadData,
  type RenderCollector,
} from './head/render-context.tsx';
export { PageHead, HttpStatus } from './head/page-head.tsx';
export { AppProviders, useLocale, asLocale, type AppProvidersProps } from './app-providers.tsx';
export * from './api/public-endpoints.ts';
export type * from './schemas/index.ts';
export { ResponsiveImage, imageSrcSet, imageWidths, type ResponsiveImageProps } from './ui/responsive-image.tsx';
export { videoIdOf } from './ui/video-id.ts';
export { isCompositionEnter, type CompositionKeyEvent } from './ui/ime.ts';
export { afterLayout } from './ui/after-layout.ts';
export { SiteOriginProvider, useSiteOrigin, absoluteUrls } from './head/site-origin.tsx';
export { JsonLd } from './head/page-head.tsx';
export { LazyVideoDialog } from './ui/lazy-video-dialog.tsx';
export { lazyPage, isLazyPage, type LazyPage } from './routing/lazy-page.tsx';
