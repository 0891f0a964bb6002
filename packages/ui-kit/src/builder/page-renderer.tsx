import type { ComponentType } from 'react';
import { cx } from '../lib/cx';
import { Icon } from '../lib/icons';
import { format, useTexts } from '../lib/texts';
import { byOrder, colSpan, type PageRow } from './grid';

/** The widgets a page may name, by component file name. */
export type ComponentRegistry = Readonly<Record<string, ComponentType>>;

export interface PageRendererProps {
  rows: readonly PageRow[];
  registry: ComponentRegistry;
  className?: string;
}

/**
 * A built page: rows in number order, each a 12-column grid of its columns in `order`.
 * A name missing from the registry shows a visible 'component not found' card, never a crash.
 */
export function PageRenderer({ rows, registry, className }: PageRendererProps) {
  const sorted = [...rows].sort((a, b) => a.number - b.number);
  return (
    <div data-slot="page-renderer" className={cx('grid gap-4', className)}>
      {sorted.map((row) => (
        <div key={row.number} data-slot="page-row" className="grid grid-cols-12 gap-4">
          {byOrder(row.columns).map((col, i) => {
            const Widget = Object.hasOwn(registry, col.component)
              ? registry[col.component]
              : undefined;
            return (
              <div key={`${col.order}-${i}`} data-slot="page-column" className={colSpan(col.grid)}>
                {Widget ? <Widget /> : <NotFoundCard name={col.component} />}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function NotFoundCard({ name }: { name: string }) {
  const t = useTexts();
  return (
    <div
      data-slot="component-not-found"
      className="flex items-center gap-2 rounded-md border border-dashed border-danger bg-danger-soft p-4 text-sm text-danger-ink"
    >
      <Icon name="alert" className="size-5 shrink-0" />
      <span>{format(t.page.componentNotFound, { name })}</span>
    </div>
  );
}
