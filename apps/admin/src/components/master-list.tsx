import { PAGE_SIZES, type PageSize, type RecordStatus } from '@cermat/core';
import {
  DataTable,
  ErrorDialog,
  PageSizeSelect,
  Pager,
  SearchBox,
  StatusFilter,
  type DataColumn,
  type DataTableProps,
  type RowAction,
} from '@cermat/ui-kit';
import { useState, type ReactNode } from 'react';
import type { useMasterList } from '@/hooks/use-master-list';
import { useTexts } from '@/lib/i18n';
import { LoadFailed } from './load-failed';

export interface MasterListProps<Row> {
  label: string;
  list: ReturnType<typeof useMasterList<Row>>;
  columns: ReadonlyArray<DataColumn<Row>>;
  rowKey: (row: Row) => number;
  /** Lists without a status (Audit) leave out the badge, the status actions and the filter. */
  statusOf?: (row: Row) => RecordStatus;
  canWrite: boolean;
  onRowAction?: (action: RowAction, row: Row) => void;
  extraActions?: (row: Row) => ReactNode;
  selection?: DataTableProps<Row>['selection'];
  /** Filters of the list's own (Audit's), shown where the status filter is. */
  filters?: ReactNode;
}

/** The common list pattern (spec §2.2): status, page size, search, table, paging. */
export function MasterList<Row>({ label, list, columns, filters, ...table }: MasterListProps<Row>) {
  const texts = useTexts();
  const links = list.paging?.links ?? [];
  // A failed load says so once ('Oops...', spec §8); the next failure says it again.
  const [dismissed, setDismissed] = useState<string | null>(null);
  return (
    // Not a landmark of its own: the table carries the list's name (a windowed one as a
    // scrollable region), and two landmarks of one name confuse a screen reader.
    <section className="grid gap-4 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-end gap-3">
        {filters ?? <StatusFilter value={list.state.status} onChange={list.setStatus} />}
        <PageSizeSelect
          value={list.state.size}
          options={PAGE_SIZES}
          onChange={(size) => list.setSize(size as PageSize)}
        />
        <SearchBox
          // "/" finds in a list, as on the web's larger sites; Ctrl+K is the palette's.
          focusKey="/"
          className="ml-auto w-full sm:w-64"
          value={list.searchInput}
          onChange={list.search}
        />
      </div>
      {list.error !== null ? <LoadFailed message={list.error} onRetry={list.reload} /> : null}
      <DataTable
        label={label}
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        sort={{ column: String(list.state.sort.column), dir: list.state.sort.dir }}
        onSort={(column) => list.sortBy(/^\d+$/.test(column) ? Number(column) : column)}
        firstNumber={list.firstNumber}
        {...table}
      />
      {list.paging ? (
        <Pager
          from={list.paging.from}
          to={list.paging.to}
          total={list.paging.total}
          links={links}
          prevUrl={links[0]?.url ?? null}
          nextUrl={links.at(-1)?.url ?? null}
          onNavigate={list.goToLink}
        />
      ) : null}
      <ErrorDialog
        open={list.error !== null && list.error !== dismissed}
        title={texts.error.oops}
        message={list.error ?? ''}
        onClose={() => setDismissed(list.error)}
      />
    </section>
  );
}
