import { PAGE_SIZES, type PageSize, type RecordStatus } from '@cermat/core';
import {
  ColumnChooser,
  DataTable,
  STATUS_COLUMN,
  ErrorDialog,
  PageSizeSelect,
  Pager,
  SearchBox,
  StatusFilter,
  type ColumnOption,
  type DataColumn,
  type DataTableProps,
  type RowAction,
} from '@cermat/ui-kit';
import { useState, type ReactNode } from 'react';
import { useColumnChoice } from '@/hooks/use-column-choice';
import type { useMasterList } from '@/hooks/use-master-list';
import { useTexts } from '@/lib/i18n';
import { LoadFailed } from './load-failed';

export interface MasterListProps<Row> {
  label: string;
  /** The list's name (as its export names it): the key of the user's column choice. */
  name: string;
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

/** The actions column's id in the column chooser (shown, never hidden). */
const ACTIONS = 'actions';

/**
 * The common list pattern (spec §2.2): status, page size, search, columns, table, paging. The
 * first column names the record and the actions are how to act on it: neither can be hidden.
 */
export function MasterList<Row>({
  label,
  name,
  list,
  columns,
  filters,
  ...table
}: MasterListProps<Row>) {
  const texts = useTexts();
  const options: ColumnOption[] = [
    ...columns.map((c, index) => ({ id: c.id, label: c.header, required: index === 0 })),
    ...(table.statusOf ? [{ id: STATUS_COLUMN, label: texts.common.status }] : []),
    ...(table.canWrite ? [{ id: ACTIONS, label: texts.common.actions, required: true }] : []),
  ];
  const choice = useColumnChoice(name, {
    all: options.map((o) => o.id),
    required: options.filter((o) => o.required).map((o) => o.id),
  });
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
        <div className="ml-auto flex w-full items-end gap-3 sm:w-auto">
          <SearchBox
            // "/" finds in a list, as on the web's larger sites; Ctrl+K is the palette's.
            focusKey="/"
            className="w-full sm:w-64"
            value={list.searchInput}
            onChange={list.search}
          />
          <ColumnChooser
            options={options}
            visible={options.filter((o) => !choice.hidden.includes(o.id)).map((o) => o.id)}
            onToggle={choice.toggle}
          />
        </div>
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
        hidden={choice.hidden}
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
