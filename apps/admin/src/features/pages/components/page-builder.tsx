import {
  GRID_MAX,
  GRID_MIN,
  ORDER_MIN,
  addRow,
  deleteColumn,
  deleteRow,
  saveColumn,
  validateColumn,
  type PageRow,
} from '@cermat/core';
import { Button, ColumnCard, ColumnDialog, RowCard } from '@cermat/ui-kit';
import { useId, useState } from 'react';
import { useTexts } from '@/lib/i18n';

const GRIDS = Array.from({ length: GRID_MAX - GRID_MIN + 1 }, (_, i) => GRID_MIN + i);

/** The column the 'Tambah Column' dialog works on: a new one in a row, or an existing one. */
interface Editing {
  row: number;
  column: number | null;
}

/** The existing column being edited, or null when a new one is added. */
const columnOf = (rows: readonly PageRow[], editing: Editing | null) =>
  (editing?.column &&
    rows.find((r) => r.number === editing.row)?.columns.find((c) => c.number === editing.column)) ||
  null;

/** The page's rows of columns (spec §2.10) on core's rules: rows renumber, columns sort by order. */
export function PageBuilder({
  rows,
  onChange,
}: {
  rows: PageRow[];
  onChange: (rows: PageRow[]) => void;
}) {
  const texts = useTexts();
  const [editing, setEditing] = useState<Editing | null>(null);
  const headingId = useId();
  return (
    <section className="grid gap-3" data-slot="page-builder" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {texts.page.builder}
      </h2>
      {rows.map((row) => (
        <RowCard
          key={row.number}
          number={row.number}
          onAddColumn={() => setEditing({ row: row.number, column: null })}
          onDeleteRow={() => onChange(deleteRow(rows, row.number))}
        >
          {row.columns.map((column) => (
            <ColumnCard
              key={column.number}
              grid={column.grid}
              component={column.component}
              order={column.order}
              onEdit={() => setEditing({ row: row.number, column: column.number })}
              onDelete={() => onChange(deleteColumn(rows, row.number, column.number))}
            />
          ))}
        </RowCard>
      ))}
      <Button
        tone="secondary"
        className="justify-self-start"
        onClick={() => onChange(addRow(rows))}
      >
        {texts.page.addRow}
      </Button>
      {/* The dialog's own form sits in a portal; its submit must not bubble to the page form. */}
      <div onSubmit={(e) => e.stopPropagation()}>
        <ColumnDialog
          open={editing !== null}
          initial={columnOf(rows, editing)}
          grids={GRIDS}
          orderMin={ORDER_MIN}
          validate={(draft) => validateColumn(draft, texts)}
          onCancel={() => setEditing(null)}
          onSave={(column) => {
            if (editing)
              onChange(saveColumn(rows, editing.row, column, editing.column ?? undefined));
            setEditing(null);
          }}
        />
      </div>
    </section>
  );
}
