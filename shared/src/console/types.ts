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
  /** `text`: a box applied on Enter (not the one ending a Hangul composition) or when it loses focus. */
  type?: 'select' | 'date' | 'text';
  options?: readonly FilterOption[];
  maxLength?: number;
}

export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'default';
  typeToConfirm?: string;
}

export interface PromptOptions {
  title: string;
  message?: ReactNode;
  /** The text box's label (the box is a textarea: Enter adds a line, the button sends). */
  label: string;
  hint?: string;
  minLength?: number;
  maxLength?: number;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'default';
  /**
   * Runs with the typed text (trimmed). The dialog stays open, busy, until it settles: on success it closes; on a
   * failure it shows the server's message and keeps the text, so nothing typed is lost.
   */
  submit: (value: string) => Promise<unknown>;
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
