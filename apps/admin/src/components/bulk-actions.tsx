import type { ApiData, ApiInput } from '@cermat/api-client';
import { canApply, type RecordStatus } from '@cermat/core';
import {
  actionTone,
  Button,
  ConfirmDialog,
  DialogActions,
  DialogFrame,
  ErrorDialog,
} from '@cermat/ui-kit';
import { useState } from 'react';
import { api } from '@/lib/api';
import { messageOf } from '@/lib/api-errors';
import { fill, useTexts } from '@/lib/i18n';

type BulkList = ApiInput<'bulk', 'apply'>['list'];
type BulkAction = ApiInput<'bulk', 'apply'>['action'];
type Result = ApiData<'bulk', 'apply'>['results'][number];

interface BulkRow {
  id: number;
  name: string;
  status: RecordStatus;
  updated_at: string;
}

const CONFIRM = { disable: 'disable', restore: 'enable', delete: 'delete' } as const;

type Phase =
  | { step: 'idle' }
  | { step: 'confirm' | 'busy'; action: BulkAction; rows: BulkRow[] }
  | { step: 'done'; rows: BulkRow[]; results: Result[] }
  | { step: 'failed'; message: string };

/**
 * The actions on a list's selected rows: Disable, Restore and Hapus for the
 * rows they apply to, asked once with the count, sent as one call, and answered per row
 * (what failed and why, in the server's words). `onDone` clears the selection and reloads.
 */
export function BulkActions({
  list,
  rows,
  onDone,
}: {
  list: BulkList;
  rows: readonly BulkRow[];
  onDone: () => void;
}) {
  const texts = useTexts();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const labels = {
    disable: texts.common.disable,
    restore: texts.common.restore,
    delete: texts.common.delete,
  };
  const questions = {
    disable: texts.audit.bulkDisable,
    restore: texts.audit.bulkRestore,
    delete: texts.audit.bulkDelete,
  };

  const run = async (action: BulkAction, chosen: BulkRow[]) => {
    setPhase({ step: 'busy', action, rows: chosen });
    try {
      const { results } = await api.bulk.apply({
        list,
        action,
        items: chosen.map(({ id, updated_at }) => ({ id, updated_at })),
      });
      setPhase({ step: 'done', rows: chosen, results });
    } catch (failure) {
      setPhase({ step: 'failed', message: messageOf(failure) });
    }
  };
  const finish = () => {
    setPhase({ step: 'idle' });
    onDone();
  };

  const asking = phase.step === 'confirm' || phase.step === 'busy' ? phase : null;
  const done = phase.step === 'done' ? phase : null;
  const failures = done?.results.filter((r) => !r.ok) ?? [];
  const nameOf = (id: number) => done?.rows.find((r) => r.id === id)?.name ?? String(id);

  if (rows.length === 0 && phase.step === 'idle') return null;
  return (
    <>
      {rows.length > 0 ? (
        <div
          role="toolbar"
          aria-label={texts.audit.selection}
          data-slot="bulk-actions"
          className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-muted px-3 py-2 text-sm"
        >
          <span aria-live="polite">{fill(texts.audit.selected, { count: rows.length })}</span>
          {(Object.keys(CONFIRM) as BulkAction[]).map((action) => {
            const chosen = rows.filter((r) => canApply(action, r.status));
            return chosen.length > 0 ? (
              <Button
                key={action}
                size="sm"
                tone={actionTone[action]}
                onClick={() => setPhase({ step: 'confirm', action, rows: chosen })}
              >
                {labels[action]}
              </Button>
            ) : null;
          })}
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        action={asking ? CONFIRM[asking.action] : 'disable'}
        message={asking ? fill(questions[asking.action], { count: asking.rows.length }) : ''}
        busy={phase.step === 'busy'}
        onConfirm={() => asking && void run(asking.action, asking.rows)}
        onCancel={() => setPhase({ step: 'idle' })}
      />
      <DialogFrame
        open={done !== null}
        onClose={finish}
        tone={failures.length > 0 ? 'warning' : 'success'}
        title={failures.length > 0 ? texts.audit.bulkResultTitle : texts.success.title}
        description={fill(texts.audit.bulkSummary, {
          ok: (done?.results.length ?? 0) - failures.length,
          count: done?.results.length ?? 0,
        })}
      >
        {failures.length > 0 ? (
          <div className="mt-3 text-left text-sm">
            <p className="font-medium">{texts.audit.bulkFailures}</p>
            <ul data-slot="bulk-failures" className="mt-1 list-disc pl-5">
              {failures.map((r) => (
                <li key={r.id}>
                  {fill(texts.audit.bulkFailure, {
                    name: nameOf(r.id),
                    message: r.message ?? texts.error.title,
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <DialogActions>
          <Button onClick={finish} data-autofocus>
            {texts.common.close}
          </Button>
        </DialogActions>
      </DialogFrame>
      <ErrorDialog
        open={phase.step === 'failed'}
        title={texts.error.oops}
        message={phase.step === 'failed' ? phase.message : ''}
        onClose={finish}
      />
    </>
  );
}
