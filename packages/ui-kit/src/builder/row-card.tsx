import { useId, type ReactNode } from 'react';
import { ActionMenu } from '../lib/action-menu';
import { format, useTexts } from '../lib/texts';

export interface RowCardProps {
  number: number;
  onAddColumn: () => void;
  onDeleteRow: () => void;
  /** The row's ColumnCards. */
  children?: ReactNode;
}

/** One builder row ('Row 1') with its menu: 'Add Column', 'Delete Row'; columns sit on a 12-column grid. */
export function RowCard({ number, onAddColumn, onDeleteRow, children }: RowCardProps) {
  const t = useTexts();
  const headingId = useId();
  const title = format(t.page.row, { number });
  return (
    <section
      aria-labelledby={headingId}
      data-slot="row-card"
      className="rounded-lg border border-border bg-surface p-4 shadow-xs"
    >
      <header className="mb-3 flex items-center justify-between">
        <h3 id={headingId} className="text-sm font-semibold text-fg">
          {title}
        </h3>
        <ActionMenu
          label={`${t.common.actions} ${title}`}
          items={[
            { label: t.page.addColumn, onSelect: onAddColumn, icon: 'plus' },
            { label: t.page.deleteRow, onSelect: onDeleteRow, icon: 'close', danger: true },
          ]}
        />
      </header>
      <ul className="grid grid-cols-12 gap-3">{children}</ul>
    </section>
  );
}
