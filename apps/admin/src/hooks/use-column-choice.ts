import { hiddenColumns, toggleColumn, type ColumnSet } from '@cermat/core';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '@/lib/session';
import { readJson, write } from '@/lib/storage';

/**
 * The columns a user chose not to see in one list, kept in this browser for that user and
 * list (another user of the browser sees the defaults). What is stored is read through
 * core's rule, so a tampered entry can hide nothing required.
 */
export function useColumnChoice(list: string, set: ColumnSet) {
  const userId = useSnapshot(session).user?.id ?? 0;
  const key = `columns:${userId}:${list}`;
  const [stored, setStored] = useState<{ key: string; hidden: unknown }>(() => ({
    key,
    hidden: readJson<unknown>('local', key, null),
  }));
  // Another user or list in the same screen reads its own choice.
  const current = stored.key === key ? stored.hidden : readJson<unknown>('local', key, null);
  return {
    hidden: hiddenColumns(set, current),
    toggle(id: string) {
      const hidden = toggleColumn(set, current, id);
      write('local', key, hidden.length > 0 ? hidden : null);
      setStored({ key, hidden });
    },
  };
}
