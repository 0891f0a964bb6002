import { useSnapshot } from 'valtio';
import { progress, useProgress } from '@/lib/progress';

/** The thin bar at the top of the window while a screen or a list loads. */
export function ProgressBar() {
  const { pending } = useSnapshot(progress);
  if (pending === 0) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      data-slot="progress-bar"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}

/** Suspense fallback: nothing to read, only the bar. */
export function LoadingScreen() {
  useProgress(true);
  return null;
}
