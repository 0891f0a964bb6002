import { useEffect } from 'react';
import { blockNavigation } from '@/lib/hash-location';
import { currentTexts } from '@/lib/i18n';

/**
 * Asks before leaving a form with unsaved changes: in-app links, buttons and the
 * browser's back/forward get the question in the product's language; closing or
 * reloading the tab gets the browser's.
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const unblock = blockNavigation(() => window.confirm(currentTexts().confirm.leaveUnsaved));
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      unblock();
    };
  }, [dirty]);
}
