import { useEffect } from 'react';
import { proxy } from 'valtio';

/** How many loads (screen chunks, lists, forms) are running; the thin bar shows while > 0. */
export const progress = proxy({ pending: 0 });

/** Counts the calling component's load in the progress bar while `active`. */
export function useProgress(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    progress.pending += 1;
    return () => {
      progress.pending -= 1;
    };
  }, [active]);
}
