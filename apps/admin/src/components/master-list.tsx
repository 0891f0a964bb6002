import { PAGE_SIZES, type PageSize, type RecordStatus } from '@cermat/core';
import {
  DataTable,
  ErrorDialog,
  PageSizeSelect,
  Pager,
  SearchBox,
  StatusFilter,
  type DataColumn,
  type RowAction,
} from '@cermat/ui-kit';
import { useState, type ReactNode } from 'react';
import type { useMasterList } from '@/hooks/use-master-list';
import { useTexts } from '@/lib/i18n';

export interface MasterListProps<Row> {
  label: string;
  list: ReturnType<typeof useMasterList<Row>>;
  columns: ReadonlyArray<DataColumn<Row>>;
  rowKey: (row: Row) => number;
  statusOf: (row: Row) => RecordStatus;
  canWrite: boolean;
  onRowAction: (action: RowAction, row: Row) => void;
  extraActions?: (row: Row) => ReactNode;
}

/** The common list pattern (spec §2.2): status, page size, search, table, paging. */
export function MasterList<Row>({ label, list, columns, ...table }: MasterListProps<Row>) {
  const texts = useTexts();
  const links = list.paging?.links ?? [];
  // A failed load says so once ('Oops...', spec §8); the next failure says it again.
  const [dismissed, setDismissed] = useState<string | null>(null);
  return (
    <section
      aria-label={label}
      className="grid gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-end gap-3">
        <StatusFilter value={list.state.status} onChange={list.setStatus} />
        <PageSizeSelect
          value={list.state.size}
          options={PAGE_SIZES}
          onChange={(size) => list.setSize(size as PageSize)}
        />
        <SearchBox
          className="ml-auto w-full sm:w-64"
          value={list.searchInput}
          onChange={list.search}
        />
      </div>
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
