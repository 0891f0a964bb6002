import { formatDate, pathFor } from '@cermat/core';
import { Link } from 'wouter';
import { actionLabel, recordLabel } from '@/components/audit-labels';
import { LoadFailed } from '@/components/load-failed';
import { useLoad } from '@/hooks/use-load';
import { api } from '@/lib/api';
import { fill, useTexts } from '@/lib/i18n';

/** How many of the newest audit rows the dashboard shows. */
const SHOWN = 5;

const loadRecent = async () => (await api.audit.list({ draw: 1, length: SHOWN }))[0].list_data.data;

/** The newest changes of the audit trail, for a role that may read it; the Audit screen has all. */
export function RecentChanges() {
  const texts = useTexts();
  const [state, retry] = useLoad(loadRecent);
  return (
    <section aria-labelledby="dashboard-recent">
      <h2 id="dashboard-recent" className="mb-3 text-lg font-semibold">
        {texts.dashboard.recent}
      </h2>
      {state.status === 'failed' ? <LoadFailed message={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' && state.data.length === 0 ? (
        <p className="text-sm text-muted-fg">{texts.dashboard.noRecent}</p>
      ) : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ol className="grid gap-2 rounded-lg border border-border bg-surface p-4 text-sm">
          {state.data.map((row) => (
            <li key={row.id_audit} className="flex flex-wrap gap-x-3" data-audit-row={row.id_audit}>
              <time className="text-muted-fg" dateTime={row.at}>
                {formatDate(row.at)}
              </time>
              <span className="font-medium">{row.username}</span>
              <span>
                {fill(texts.dashboard.change, {
                  action: actionLabel(texts, row.action),
                  record: recordLabel(texts, row),
                })}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      <Link className="mt-2 inline-block text-sm text-primary underline" href={pathFor('audit')}>
        {texts.dashboard.allChanges}
      </Link>
    </section>
  );
}
