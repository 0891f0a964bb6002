import {
  fieldLabel,
  fill,
  issuesByRow,
  userImportMachine,
  type ImportCells,
  type Messages,
  type RowIssue,
} from '@cermat/core';
import {
  Button,
  DataTable,
  DialogActions,
  DialogBody,
  DialogFrame,
  type DataColumn,
} from '@cermat/ui-kit';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useCoreMachine } from '@/hooks/use-core-machine';
import { useTexts } from '@/lib/i18n';
import { checkUsers, importUsers } from '../api/import-users';
import { readUsersCsv } from '../utils/read-users-csv';

interface PreviewRow {
  index: number;
  cells: ImportCells;
  issues: string;
}

/** One issue as the preview says it: the field named, unless its message names it already. */
function issueText({ field, message }: RowIssue, texts: Messages): string {
  if (!field) return message;
  const label = fieldLabel([field], texts);
  return message.includes(label) ? message : `${label}: ${message}`;
}

/** The rows with errors first (the ones to fix), each keeping its number in the file. */
function previewRows(rows: ImportCells[], errors: Record<string, string[]>, texts: Messages) {
  const issues = issuesByRow(errors);
  const all: PreviewRow[] = rows.map((cells, index) => ({
    index,
    cells,
    issues: (issues.get(index) ?? []).map((issue) => issueText(issue, texts)).join(' '),
  }));
  return [...all.filter((r) => r.issues), ...all.filter((r) => !r.issues)];
}

export interface UserImportDialogProps {
  onClose: () => void;
  /** After users were imported: the list reloads. */
  onImported: () => void;
}

/** 'Impor User': choose a CSV, see every row's errors, import all rows or none. */
export default function UserImportDialog({ onClose, onImported }: UserImportDialogProps) {
  const texts = useTexts();
  const fileId = useId();
  const actor = useCoreMachine(
    userImportMachine,
    {
      parse: ({ file }: { file: File }) => readUsersCsv(file, texts),
      check: checkUsers,
      save: (input: { rows: ImportCells[] }) =>
        importUsers(input, (count) => fill(texts.server.imported, { count })),
    },
    { input: { fallback: texts.error.title }, on: { 'list.reload': onImported } },
  );
  const state = useSelector(actor, (s) => s);
  const { rows, errors, message } = state.context;
  const busy = state.hasTag('busy');
  const done = state.hasTag('done');
  const preview = state.hasTag('preview') ? previewRows(rows, errors, texts) : [];
  const wrong = preview.filter((r) => r.issues).length;
  const u = texts.userImport;
  const columns: DataColumn<PreviewRow>[] = [
    { id: 'row', header: u.row, value: (r) => String(r.index + 1) },
    { id: 'username', header: texts.user.username, value: (r) => r.cells.username },
    { id: 'name', header: texts.user.name, value: (r) => r.cells.name },
    { id: 'status', header: texts.common.status, value: (r) => r.cells.status },
    { id: 'roles', header: texts.user.roles, value: (r) => r.cells.roles },
    {
      id: 'errors',
      header: u.errors,
      value: (r) => (r.issues ? <span className="text-danger-ink">{r.issues}</span> : ''),
    },
  ];
  const status = state.matches('reading')
    ? u.reading
    : state.matches('checking')
      ? u.checking
      : state.hasTag('preview')
        ? wrong
          ? fill(u.summary, { rows: rows.length, errors: wrong })
          : fill(u.allValid, { rows: rows.length })
        : '';
  return (
    <DialogFrame
      open
      onClose={busy ? () => undefined : onClose}
      title={u.title}
      size="2xl"
      align="left"
    >
      <DialogBody>
        <p className="mb-3 text-sm text-fg-muted">{u.hint}</p>
        <label htmlFor={fileId} className="mb-1 block text-sm font-medium">
          {u.file}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          className="mb-3 block w-full text-sm"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) actor.send({ type: 'import.file', file });
          }}
        />
        <p role="status" className="mb-2 text-sm">
          {done ? message : status}
        </p>
        {!done && message ? (
          <p role="alert" className="mb-2 text-sm text-danger-ink">
            {message}
          </p>
        ) : null}
        {preview.length ? (
          <DataTable label={u.title} columns={columns} rows={preview} rowKey={(r) => r.index} />
        ) : null}
      </DialogBody>
      <DialogActions>
        <Button tone="secondary" disabled={busy} onClick={onClose}>
          {done ? texts.common.close : texts.common.cancel}
        </Button>
        {done ? null : (
          <Button
            disabled={!state.can({ type: 'import.submit' })}
            aria-busy={state.matches('saving')}
            onClick={() => actor.send({ type: 'import.submit' })}
          >
            {u.submit}
          </Button>
        )}
      </DialogActions>
    </DialogFrame>
  );
}
