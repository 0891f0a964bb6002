import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTexts } from '../lib/texts';
import { Spinner } from '../lib/spinner';

/** A blocking 'Loading...' modal while a form loads or saves; the user cannot dismiss it. */
export function LoadingModal({ open, label }: { open: boolean; label?: string }) {
  const t = useTexts();
  return (
    <Dialog open={open} onClose={() => {}} aria-busy="true" className="relative z-50">
      <div className="fixed inset-0 flex items-center justify-center bg-overlay p-4">
        <DialogPanel
          data-slot="loading-modal"
          tabIndex={-1}
          className="flex items-center gap-3 rounded-lg bg-surface px-6 py-4 text-fg shadow-xl outline-none"
        >
          <Spinner />
          <DialogTitle className="text-sm font-medium">{label ?? t.common.loading}</DialogTitle>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
