import { createContext, useContext, type ReactNode } from 'react';

export interface HeadData {
  title: string;
  description: string;
  /** Image shown when the page is shared (absolute or site-relative URL). */
  image?: string;
  /** `website` by default; `article` for a success case, `profile` for a lawyer. */
  type?: 'website' | 'article' | 'profile';
  /** schema.org objects, written as JSON-LD. */
  jsonLd?: readonly object[];
  /** Keep the page out of search engines (search results, console). */
  noindex?: boolean;
}

/** What a server render learns from the page it renders: its head and its HTTP status. */
export interface RenderCollector {
  readonly head: HeadData | null;
  readonly status: number;
  setHead(head: HeadData): void;
  setStatus(status: number): void;
}

export function createRenderCollector(): RenderCollector {
  let head: HeadData | null = null;
  let status = 200;
  return {
    get head() {
      return head;
    },
    get status() {
      return status;
    },
    setHead(next) {
      head = next;
    },
    setStatus(next) {
      status = next;
    },
  };
}

const RenderContext = createContext<RenderCollector | null>(null);

export function RenderContextProvider({ collector, children }: { collector: RenderCollector; children: ReactNode }) {
  return <RenderContext.Provider value={collector}>{children}</RenderContext.Provider>;
}

export function useRenderCollector() {
  return useContext(RenderContext);
}
