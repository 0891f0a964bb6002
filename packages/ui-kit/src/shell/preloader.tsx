import { Spinner } from '../lib/spinner';
import { useTexts } from '../lib/texts';
import { useAutoClose } from '../lib/use-auto-close';

export interface PreloaderProps {
  active: boolean;
  /** How long it shows (the spec's 2500 ms). */
  durationMs: number;
  onDone: () => void;
}

/** A full-screen loading cover shown for `durationMs` when the preloader setting is on. */
export function Preloader({ active, durationMs, onDone }: PreloaderProps) {
  const t = useTexts();
  useAutoClose(active, durationMs, onDone);
  if (!active) return null;
  return (
    <div
      data-slot="preloader"
      role="status"
      className="fixed inset-0 z-[60] flex items-center justify-center bg-bg text-primary"
    >
      <Spinner size="lg" />
      <span className="sr-only">{t.common.loading}</span>
    </div>
  );
}
