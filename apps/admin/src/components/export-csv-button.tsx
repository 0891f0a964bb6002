import { isApiError, type ApiInput } from '@cermat/api-client';
import { Button, ErrorDialog } from '@cermat/ui-kit';
import { useState } from 'react';
import { api } from '@/lib/api';
import { messageOf } from '@/lib/api-errors';
import { useTexts } from '@/lib/i18n';
import { useProgress } from '@/lib/progress';

type ExportQuery = ApiInput<'exports', 'csv'>;

/** Hands the browser a file to save, as a link to it would. */
function saveFile(text: string, name: string) {
  // The text starts with the server's byte order mark; a Blob writes it as UTF-8 bytes.
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  // The download has taken the blob by the time the click returns; the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * 'Export CSV': every row the list shows (its search, filters and sort, all
 * pages) as the server streams it. The file is saved only once it has arrived whole: a
 * failure saves nothing and says why; a session that ended meanwhile (401) has already
 * taken the user to sign in with 'Sesi anda telah berakhir', so nothing more is said here.
 */
export function ExportCsvButton({ query }: { query: () => ExportQuery }) {
  const texts = useTexts();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useProgress(busy);
  const download = async () => {
    const wanted = query();
    setBusy(true);
    try {
      // The entry's typed data is its envelope's (none); api-client answers a CSV's text.
      const csv = (await api.exports.csv(wanted)) as unknown as string;
      saveFile(csv, `${wanted.list}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (failure) {
      if (!isApiError(failure) || failure.kind !== 'unauthorized') setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button tone="secondary" disabled={busy} aria-busy={busy} onClick={() => void download()}>
        {busy ? texts.audit.exporting : texts.audit.exportCsv}
      </Button>
      <ErrorDialog
        open={error !== null}
        title={texts.error.oops}
        message={error ?? ''}
        onClose={() => setError(null)}
      />
    </>
  );
}
