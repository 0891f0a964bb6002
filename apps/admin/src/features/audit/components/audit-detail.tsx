import { formatDate } from '@cermat/core';
import { Button, DialogActions, DialogBody, DialogFrame } from '@cermat/ui-kit';
import { AuditChanges } from '@/components/audit-changes';
import { actionLabel, recordLabel } from '@/components/audit-labels';
import { useLoad } from '@/hooks/use-load';
import { api } from '@/lib/api';
import { fill, useTexts } from '@/lib/i18n';

/** One change of the Audit list: who, when, what, and the fields before and after. */
export function AuditDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const texts = useTexts();
  const [detail] = useLoad(async () => (await api.audit.get({ id }))[0], [id]);
  const row = detail.status === 'ready' ? detail.data : null;
  return (
    <DialogFrame open onClose={onClose} title={texts.audit.detailTitle} size="2xl">
      <DialogBody className="mt-3 grid content-start gap-3 text-left text-sm">
        {detail.status === 'loading' ? <p>{texts.common.loading}</p> : null}
        {detail.status === 'failed' ? <p role="alert">{detail.message}</p> : null}
        {row ? (
          <>
            <p>
              {fill(texts.audit.historyEntry, {
                action: actionLabel(texts, row.action),
                user: row.username,
                at: formatDate(row.at),
              })}
            </p>
            <p>{recordLabel(texts, row)}</p>
            <AuditChanges change={row} />
          </>
        ) : null}
      </DialogBody>
      <DialogActions>
        <Button onClick={onClose} data-autofocus>
          {texts.common.close}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
