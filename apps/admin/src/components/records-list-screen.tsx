import type { ListAnswer, ListQuery } from '@cermat/api-client';
import { fromListAnswer, toListParams, type ListKind, type RecordStatus } from '@cermat/core';
import { ErrorDialog, type DataColumn } from '@cermat/ui-kit';
import { useState, type ReactNode } from 'react';
import { useMasterList } from '@/hooks/use-master-list';
import { useRecordStatus } from '@/hooks/use-record-status';
import { navigate } from '@/lib/hash-location';
import { useTexts } from '@/lib/i18n';
import { MasterList } from './master-list';
import { RecordStatusDialogs } from './record-status-dialogs';
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
  /** The buttons beside the title (Tambah ...); the caller decides which need write. */
  actions?: ReactNode;
  /** More row buttons after the status actions (write right only), e.g. 'Hak Akses'. */
  extraActions?: (row: Row, reload: () => void) => ReactNode;
  /**
   * Why a status action on this row would be refused (one's own account or active role):
   * the screen explains it at once instead of asking and sending (the server refuses too).
   */
  refusal?: (action: 'disable' | 'restore' | 'delete', row: Row) => string | null;
}

/**
 * A master list screen on the common pattern (spec §2.2, §4): title and buttons, the list
 * with its URL state, Edit, and Disable / Restore / Hapus with their dialogs.
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
}: RecordsListScreenProps<Row>) {
  const texts = useTexts();
  const [refused, setRefused] = useState<string | null>(null);
  const list = useMasterList<Row>(kind, async (query) => {
    const [answer] = await calls.list(toListParams(query));
    return fromListAnswer(answer);
  });
  const status = useRecordStatus((change) => {
    const id = Number(change.id);
    if (change.action === 'delete') return calls.remove({ id });
    // The update carries the updated_at this row was read with (a stale one is refused).
    const updatedAt = list.rows.find((row) => idOf(row) === id)?.updated_at ?? '';
    return calls.setStatus({ id, status: change.status ?? 'ENABLE', updated_at: updatedAt });
  }, list.reload);
  return (
    <>
      <ScreenHeader title={title}>{actions}</ScreenHeader>
      <MasterList
        label={title}
        list={list}
        columns={columns}
        rowKey={idOf}
        statusOf={(row) => row.status}
        canWrite={canWrite}
        onRowAction={(action, row) => {
          if (action === 'edit') return navigate(editPath(idOf(row)));
          const reason = refusal?.(action, row) ?? null;
          if (reason) setRefused(reason);
          else status.request(action, { id: idOf(row), status: row.status });
        }}
        {...(extraActions ? { extraActions: (row: Row) => extraActions(row, list.reload) } : {})}
      />
      <RecordStatusDialogs status={status} />
      <ErrorDialog
        open={refused !== null}
        title={texts.confirm.title}
        message={refused ?? ''}
        onClose={() => setRefused(null)}
      />
    </>
  );
}
