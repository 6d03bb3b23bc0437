import { useEffect, useRef } from 'react';

interface Dated {
  _id: string;
  createdAt: string;
}

interface Seen {
  key: string;
  latest: string;
  ids: Set<string>;
}

/**
 * Calls `announce` with the number of rows that arrived since the list was last answered for the same query
 * (rows received later than every row seen before); the first answer of a query announces nothing.
 */
export function useArrivals(queryKey: string, rows: readonly Dated[] | undefined, announce: (count: number) => void) {
  const seen = useRef<Seen | null>(null);
  const announceRef = useRef(announce);

  useEffect(() => {
    announceRef.current = announce;
  }, [announce]);

  useEffect(() => {
    if (!rows) return;
    const previous = seen.current?.key === queryKey ? seen.current : null;
    const arrived = previous
      ? rows.filter((row) => row.createdAt > previous.latest && !previous.ids.has(row._id)).length
      : 0;
    const ids = previous?.ids ?? new Set<string>();
    let latest = previous?.latest ?? '';
    for (const row of rows) {
      ids.add(row._id);
      if (row.createdAt > latest) latest = row.createdAt;
    }
    seen.current = { key: queryKey, latest, ids };
    if (arrived > 0) announceRef.current(arrived);
  }, [queryKey, rows]);
}
