import {
  PALETTE_QUERY_MAX,
  PALETTE_RECORDS_PER_LIST,
  PALETTE_SEARCH_MS,
  rankByName,
  type ListKind,
} from '@cermat/core';
import { useEffect, useState } from 'react';
import { findRecords, type FoundRecord } from '../api/find-records';

export interface RecordSearch {
  /** Each list's closest records, in the lists' order; only lists that answered. */
  found: readonly { kind: ListKind; records: readonly FoundRecord[] }[];
  /** Lists that could not be searched this time. */
  failed: readonly ListKind[];
  searching: boolean;
}

const IDLE: RecordSearch = { found: [], failed: [], searching: false };

/**
 * Looks for records by name across the given lists once the user stops typing. Each new query
 * drops what the one before would have answered: only the newest query's answers are shown.
 */
export function useRecordSearch(query: string, kinds: readonly ListKind[]): RecordSearch {
  const [search, setSearch] = useState<RecordSearch>(IDLE);
  const wanted = query.trim();
  const asks = wanted !== '' && wanted.length <= PALETTE_QUERY_MAX && kinds.length > 0;
  const kindsKey = kinds.join();
  useEffect(() => {
    if (!asks) {
      setSearch(IDLE);
      return;
    }
    let live = true;
    setSearch((was) => ({ ...was, searching: true }));
    const timer = setTimeout(() => {
      void Promise.allSettled(kinds.map((kind) => findRecords[kind](wanted))).then((answers) => {
        if (!live) return;
        const found: RecordSearch['found'][number][] = [];
        const failed: ListKind[] = [];
        answers.forEach((answer, at) => {
          const kind = kinds[at]!;
          if (answer.status === 'rejected') failed.push(kind);
          else {
            const records = rankByName(wanted, answer.value, (record) => record.names);
            found.push({ kind, records: records.slice(0, PALETTE_RECORDS_PER_LIST) });
          }
        });
        setSearch({ found, failed, searching: false });
      });
    }, PALETTE_SEARCH_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [wanted, asks, kindsKey]);
  // While the newest query is on its way, what the last one found still shows if it answers it.
  const found = search.found.map(({ kind, records }) => ({
    kind,
    records: rankByName(wanted, records, (record) => record.names),
  }));
  return { ...search, found };
}
