import type { ListAnswer, ListQuery } from '@cermat/api-client';
import {
  fromListAnswer,
  MASTERS,
  STATUS,
  toListParams,
  type ListKind,
  type RecordStatus,
} from '@cermat/core';
import { ErrorDialog, type DataColumn } from '@cermat/ui-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { useMasterList } from '@/hooks/use-master-list';
import { useRecordStatus } from '@/hooks/use-record-status';
import { navigate } from '@/lib/hash-location';
import { takeListPreload } from '@/lib/list-preload';
import { useTexts } from '@/lib/i18n';
import { BulkActions } from './bulk-actions';
import { ExportCsvButton } from './export-csv-button';
import { MasterList } from './master-list';
import { RecordStatusDialogs, type DeleteTexts } from './record-status-dialogs';
import { ScreenHeader } from './screen-header';

/** The list, status and delete calls of one master path (spec §7). */
interface RecordCalls<Row> {
  list: (query: ListQuery) => Promise<Readonly<ListAnswer<Row>>>;
  setStatus: (body: { id: number; status: RecordStatus; updated_at: string }) => Promise<unknown>;
  remove: (body: { id: number }) => Promise<unknown>;
}

export interface RecordsListScreenProps<Row> {
  title: string;
  kind: ListKind;
  calls: RecordCalls<Row>;
  idOf: (row: Row) => number;
  columns: ReadonlyArray<DataColumn<Row>>;
  canWrite: boolean;
  editPath: (id: number) => string;
  /**
   * The buttons beside the title (Tambah ...); the caller decides which need write. Given
   * the list's reload, for a button whose work changes the list (Impor).
   */
  actions?: ReactNode | ((reload: () => void) => ReactNode);
  /** More row buttons after the status actions (write right only), e.g. 'Hak Akses'. */
  extraActions?: (row: Row, reload: () => void) => ReactNode;
  /**
   * Why a status action on this row would be refused (one's own account or active role):
   * the screen explains it at once instead of asking and sending (the server refuses too).
   */
  refusal?: (action: 'disable' | 'restore' | 'delete', row: Row) => string | null;
  /** The role list asks and fails its delete in words of its own (spec §5, §8). */
  deleteTexts?: DeleteTexts;
}

/**
 * A master list screen on the common pattern (spec §2.2, §4): title and buttons, the list
 * with its URL state, Edit, and Disable / Restore / Hapus with their dialogs; 'Export CSV'
 * and, with write right, rows selected for the bulk actions.
 */
export function RecordsListScreen<Row extends { status: RecordStatus; updated_at: string }>({
  title,
  kind,
  calls,
  idOf,
  columns,
  canWrite,
  editPath,
  actions,
  extraActions,
  refusal,
  deleteTexts,
}: RecordsListScreenProps<Row>) {
  const texts = useTexts();
  const [refused, setRefused] = useState<string | null>(null);
  const list = useMasterList<Row>(kind, async (query) => {
    // The first request may have left with the navigation, before this screen rendered.
    const ahead = query.draw === 1 ? takeListPreload<Row>(kind, query) : undefined;
    const [answer] = await (ahead ?? calls.list(toListParams(query)));
    return fromListAnswer(answer);
  });
  const status = useRecordStatus((change) => {
    const id = Number(change.id);
    if (change.action === 'delete') return calls.remove({ id });
    // The update carries the updated_at this row was read with (a stale one is refused).
    const { updated_at } = change;
    return calls.setStatus({ id, status: change.status ?? STATUS.ENABLE, updated_at });
  }, list.reload);
  const [selected, setSelected] = useState<ReadonlySet<string | number>>(new Set());
  // A selection belongs to the rows on screen: another page, search or reload starts afresh
  // (an empty one stays as it is: no second render of the whole list as its rows arrive).
  useEffect(() => setSelected((was) => (was.size === 0 ? was : new Set())), [list.rows]);
  // Its name in the export and bulk calls.
  const listName = MASTERS[kind].list;
  const nameOf = (row: Row) => {
    const first = columns[0]?.value(row);
    return typeof first === 'string' && first !== '' ? first : String(idOf(row));
  };
  return (
    <>
      <ScreenHeader title={title}>
        <ExportCsvButton query={() => ({ list: listName, ...list.shown() })} />
        {typeof actions === 'function' ? actions(list.reload) : actions}
      </ScreenHeader>
      {canWrite ? (
        <BulkActions
          list={listName}
          rows={list.rows
            .filter((row) => selected.has(idOf(row)))
            .map((row) => ({
              id: idOf(row),
              name: nameOf(row),
              status: row.status,
              updated_at: row.updated_at,
            }))}
          onDone={list.reload}
        />
      ) : null}
      <MasterList
        label={title}
        name={listName}
        list={list}
        columns={columns}
        rowKey={idOf}
        statusOf={(row) => row.status}
        canWrite={canWrite}
        {...(canWrite ? { selection: { selected, onChange: setSelected, nameOf } } : {})}
        onRowAction={(action, row) => {
          if (action === 'edit') return navigate(editPath(idOf(row)));
          const reason = refusal?.(action, row) ?? null;
          if (reason) setRefused(reason);
          else
            status.request(action, {
              id: idOf(row),
              status: row.status,
              updated_at: row.updated_at,
            });
        }}
        {...(extraActions ? { extraActions: (row: Row) => extraActions(row, list.reload) } : {})}
      />
      <RecordStatusDialogs status={status} deleteTexts={deleteTexts} />
      <ErrorDialog
        open={refused !== null}
        title={texts.confirm.title}
        message={refused ?? ''}
        onClose={() => setRefused(null)}
      />
    </>
  );
}
