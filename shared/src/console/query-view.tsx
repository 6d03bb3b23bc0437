import type { ReactNode } from 'react';
import { isNotFound } from '@taesung/shared';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { LoadingState } from './loading-state.tsx';

export interface QueryViewProps<Data> {
  /** An RTK Query result: its data, its error, and a way to ask again. */
  result: { data?: Data; error?: unknown; refetch: () => unknown };
  /** Shown when the server answered 404 (the record was deleted meanwhile or the address is wrong). */
  notFound: ReactNode;
  children: (data: Data) => ReactNode;
}

/** One record's screen while it loads: the content once it is there, not found, or the server's message with a retry. */
export function QueryView<Data>({ result, notFound, children }: QueryViewProps<Data>) {
  if (result.data !== undefined) return <>{children(result.data)}</>;
  if (result.error && isNotFound(result.error)) return <EmptyState>{notFound}</EmptyState>;
  if (result.error) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  return <LoadingState />;
}
