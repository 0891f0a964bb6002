import type { ReactNode } from 'react';

/** The frame every built-in widget shares: a card with an optional heading. */
export function WidgetCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="h-full rounded-lg border border-border bg-surface p-4" data-slot="widget">
      {title ? <h2 className="mb-2 text-lg font-semibold">{title}</h2> : null}
      {children}
    </section>
  );
}
