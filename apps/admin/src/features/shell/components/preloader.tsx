import { PRELOADER_MS } from '@cermat/core';
import { Spinner } from '@cermat/ui-kit';
import { useEffect, useState } from 'react';
import { useTexts } from '@/lib/i18n';

// Once per page load, not on every screen change.
let shown = false;

/** The full-screen preloader of spec §2.13: 2500 ms when switched on in the settings. */
export function Preloader({ enabled }: { enabled: boolean }) {
  const texts = useTexts();
  const [visible, setVisible] = useState(enabled && !shown);
  useEffect(() => {
    if (!visible) return;
    shown = true;
    const timer = window.setTimeout(() => setVisible(false), PRELOADER_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  return (
    <div
      data-slot="preloader"
      role="status"
      className="fixed inset-0 z-[60] grid place-items-center bg-bg"
    >
      <Spinner />
      <span className="sr-only">{texts.common.loading}</span>
    </div>
  );
}
