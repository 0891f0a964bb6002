import type { ApiData, ApiInput } from '@cermat/api-client';
import { DIALOG_MS, formatDate, pageFromLink } from '@cermat/core';
import {
  actionTone,
  Button,
  ConfirmDialog,
  ErrorDialog,
  Pager,
  SuccessDialog,
} from '@cermat/ui-kit';
import { useState } from 'react';
import { useLoad } from '@/hooks/use-load';
import { api } from '@/lib/api';
import { messageOf } from '@/lib/api-errors';
import { fill, useTexts } from '@/lib/i18n';
import { AuditChanges } from './audit-changes';
import { useScreenReload } from './screen-reload';
import { actionLabel } from './audit-labels';

type Entity = ApiInput<'audit', 'history'>['entity'];
type Change = ApiData<'audit', 'history'>[0]['list_data']['data'][number];

const PAGE_SIZE = 10;

/**
 * 'Riwayat Perubahan' on an edit screen: the record's changes, newest first,
 * each with its fields before and after. 'Kembalikan' asks 'Perhatian' and has the server
 * write that change's before-values back (audited, rights and version checked; a record
 * changed since is refused with the server's message); the screen then loads again.
 */
export function HistoryPanel({ entity, entityId }: { entity: Entity; entityId: number | string }) {
  const texts = useTexts();
  const reload = useScreenReload();
  const [page, setPage] = useState(1);
  const [asked, setAsked] = useState<Change | null>(null);
  const [busy, setBusy] = useState(false);
  const [restored, setRestored] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [history] = useLoad(async () => {
    const [answer] = await api.audit.history({
      entity,
      entity_id: String(entityId),
      draw: page,
      page,
      length: PAGE_SIZE,
    });
    return answer.list_data;
  }, [entity, entityId, page]);

  const restore = async (change: Change) => {
    setBusy(true);
    try {
      await api.audit.restore({ id: change.id_audit, entity, entity_id: change.entity_id });
      setRestored(true);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
      setAsked(null);
    }
  };

  const list = history.status === 'ready' ? history.data : null;
  const links = list?.links ?? [];
  return (
    <section
      aria-labelledby="history-title"
      data-slot="history-panel"
      className="mt-6 grid max-w-2xl gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id="history-title" className="text-lg font-semibold">
        {texts.audit.history}
      </h2>
      {history.status === 'failed' ? <p role="alert">{history.message}</p> : null}
      {list && list.data.length === 0 ? (
        <p className="text-sm text-muted-fg">{texts.audit.historyEmpty}</p>
      ) : null}
      <ol className="grid gap-3">
        {list?.data.map((change) => (
          <li key={change.id_audit} className="grid gap-2 rounded-md border border-border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-medium">
                {fill(texts.audit.historyEntry, {
                  action: actionLabel(texts, change.action),
                  user: change.username,
                  at: formatDate(change.at),
                })}
              </p>
              {change.before && change.after ? (
                <Button size="sm" tone={actionTone.restore} onClick={() => setAsked(change)}>
                  {texts.audit.restoreButton}
                </Button>
              ) : null}
            </div>
            <AuditChanges change={change} />
          </li>
        ))}
      </ol>
      {list && list.total > PAGE_SIZE ? (
        <Pager
          from={list.from}
          to={list.to}
          total={list.total}
          links={links}
          prevUrl={links[0]?.url ?? null}
          nextUrl={links.at(-1)?.url ?? null}
          onNavigate={(url) => setPage(pageFromLink({ label: '', url, active: false }) ?? 1)}
        />
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        action="enable"
        message={texts.audit.restoreConfirm}
        busy={busy}
        onConfirm={() => asked && void restore(asked)}
        onCancel={() => setAsked(null)}
      />
      <SuccessDialog
        open={restored}
        message={texts.audit.restored}
        autoCloseMs={DIALOG_MS}
        // The form shows the record as loaded: loading the screen again shows it restored.
        onClose={reload}
      />
      <ErrorDialog
        open={error !== null}
        title={texts.error.oops}
        message={error ?? ''}
        onClose={() => setError(null)}
      />
    </section>
  );
}
