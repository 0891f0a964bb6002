import { MASTER_LISTS } from '@cermat/vocabulary';
import { z } from 'zod';
import { entry } from '../entry';
import { noData } from '../envelope';
import { recordStatus, sortDir, text } from '../fields';
import { limits } from '../limits';
import { sortColumn } from '../paging';
import { auditFilters } from './audit';

/** The lists with an 'Export CSV' button: every master's, and the audit trail. */
const EXPORT_LISTS = [...MASTER_LISTS, 'audit'] as const;

/**
 * What the list shows, without its paging: search, status filter and sort (and the Audit
 * list's own filters). The answer is every matching row as CSV.
 */
export const exportQuery = z.object({
  list: z.enum(EXPORT_LISTS),
  search: text(limits.search).optional(),
  column: sortColumn.optional(),
  dir: sortDir.optional(),
  filter_status: recordStatus.optional(),
  ...auditFilters,
});

export const exports = {
  csv: entry({
    method: 'GET',
    path: 'master/export',
    summary:
      'Every row a list shows (its search, status filter and sort) as CSV, UTF-8 with a BOM, streamed (needs read on that list)',
    menu: null,
    right: 'session',
    query: exportQuery,
    answer: 'csv',
    // Answered as text/csv, never in the envelope (openapi.ts documents it so).
    data: noData,
  }),
};
