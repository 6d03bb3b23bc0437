import { createContext, useContext } from 'react';

/** Leaves the single-page app for a full page load (the guard's redirect). */
export type PageLoad = (url: string) => void;

const PageLoadContext = createContext<PageLoad>((url) => window.location.assign(url));

export const PageLoadProvider = PageLoadContext.Provider;

export function usePageLoad(): PageLoad {
  return useContext(PageLoadContext);
}
