import { Button } from '@cermat/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { useTexts } from '@/lib/i18n';

// The dialog, its CSV worker and papaparse load when asked for, never with the list.
const UserImportDialog = lazy(() => import('./user-import-dialog'));

/** 'Impor' beside 'Tambah' on the user list (write right only). */
export function UserImportButton({ onImported }: { onImported: () => void }) {
  const texts = useTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone="secondary" onClick={() => setOpen(true)}>
        {texts.userImport.button}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <UserImportDialog onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      ) : null}
    </>
  );
}
