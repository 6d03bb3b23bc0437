import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListParams, ListParamsOptions } from './types.ts';

const defaultLimit = 20;
const reserved = new Set(['page', 'limit', 'search', 'sort', 'order']);

function positiveInteger(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : fallback;
}

/**
 * A list's state in the address (`?page=2&search=이혼&code=notice`): what reload, a shared link and the back button
 * restore. A new search, filter or sort goes back to the first page; each change is a history entry of its own.
 */
export function useListParams(options: ListParamsOptions = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filterNames = (options.filters ?? []).filter((name) => !reserved.has(name));
  const filterKey = filterNames.join('\u0000');
  const address = searchParams.toString();
  const { limit: limitDefault = defaultLimit, sort: sortDefault, order: orderDefault } = options;

  const params = useMemo<ListParams>(() => {
    const read = new URLSearchParams(address);
    const order = read.get('order');
    const filters: Record<string, string> = {};
    for (const name of filterKey ? filterKey.split('\u0000') : []) {
      const value = read.get(name);
      if (value) filters[name] = value;
    }
    return {
      page: positiveInteger(read.get('page'), 1),
      limit: Math.min(positiveInteger(read.get('limit'), limitDefault), 100),
      search: read.get('search') ?? '',
      sort: read.get('sort') || sortDefault,
      order: order === 'asc' || order === 'desc' ? order : orderDefault,
      filters,
    };
  }, [address, filterKey, limitDefault, sortDefault, orderDefault]);

  const query = useMemo(() => {
    const result: Record<string, string | number> = { page: params.page, limit: params.limit };
    if (params.search.trim()) result.search = params.search.trim();
    if (params.sort) result.sort = params.sort;
    if (params.sort && params.order) result.order = params.order;
    for (const [name, value] of Object.entries(params.filters)) if (value) result[name] = value;
    return result;
  }, [params]);

  const change = useCallback(
    (edit: (next: URLSearchParams) => void) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        edit(next);
        return next;
      });
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number) =>
      change((next) => {
        if (page > 1) next.set('page', String(Math.floor(page)));
        else next.delete('page');
      }),
    [change],
  );
  const setSearch = useCallback(
    (search: string) =>
      change((next) => {
        const value = search.trim();
        if (value) next.set('search', value);
        else next.delete('search');
        next.delete('page');
      }),
    [change],
  );
  const setFilter = useCallback(
    (name: string, value: string | undefined) =>
      change((next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
      }),
    [change],
  );
  const setSort = useCallback(
    (sort: string, order: 'asc' | 'desc') =>
      change((next) => {
        next.set('sort', sort);
        next.set('order', order);
        next.delete('page');
      }),
    [change],
  );

  return useMemo(
    () => ({ params, query, setPage, setSearch, setFilter, setSort }),
    [params, query, setPage, setSearch, setFilter, setSort],
  );
}
