import type { ReactNode } from 'react';

export interface ListParams {
  page: number;
  limit: number;
  search: string;
  sort?: string;
  order?: 'asc' | 'desc';
  filters: Record<string, string>;
}

export interface ListParamsOptions {
  limit?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  filters?: readonly string[];
}

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sort?: string;
  width?: string;
  align?: 'start' | 'center' | 'end';
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterConfig {
  name: string;
  label: string;
  type?: 'select' | 'date';
  options?: readonly FilterOption[];
}

export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'default';
  typeToConfirm?: string;
}

export interface BulkAction {
  key: string;
  label: string;
  run: (ids: string[]) => Promise<unknown>;
  /** Asked before running; a function gets the number of selected rows. */
  confirm?: ConfirmOptions | ((count: number) => ConfirmOptions);
  successMessage?: (count: number) => string;
}

export interface QueryLike<Data> {
  data?: Data;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface DraftState {
  available: boolean;
  savedAt: string | null;
  restore(): void;
  discard(): void;
}
