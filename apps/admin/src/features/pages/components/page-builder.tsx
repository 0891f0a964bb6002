import {
  BUILT_IN_WIDGETS,
  columnKey,
  GRID_MAX,
  GRID_MIN,
  ORDER_MIN,
  pageBuilderErrors,
  validateColumn,
  type PageColumn,
  type PageRow,
} from '@cermat/core';
import {
  Button,
  ColumnCard,
  ColumnDialog,
  ConfirmDialog,
  FormAlert,
  RowCard,
} from '@cermat/ui-kit';
import { useId, useState } from 'react';
import { fill, useTexts } from '@/lib/i18n';
import type { PageBuilderState } from '../hooks/use-page-builder';

const GRIDS = Array.from({ length: GRID_MAX - GRID_MIN + 1 }, (_, i) => GRID_MIN + i);

/** The column an edit dialog starts from; null when the dialog adds a new one. */
const columnOf = (rows: readonly PageRow[], dialog: PageBuilderState['dialog']) =>
  (dialog?.column &&
    rows.find((r) => r.number === dialog.row)?.columns.find((c) => c.number === dialog.column)) ||
  null;

const sameColumn = (a: PageColumn | undefined, b: PageColumn) =>
  a !== undefined && a.grid === b.grid && a.component === b.component && a.order === b.order;

/** A failed save's messages on `detail_page`, while what they speak of is unchanged. */
function useSaveErrors(rows: readonly PageRow[], failed: FailedSave) {
  const sent = failed.sent ?? [];
  const { columns, builder } = pageBuilderErrors(failed.fields, sent);
  const sentColumn = (row: number, column: number) =>
    sent.find((r) => r.number === row)?.columns.find((c) => c.number === column);
  return {
    column: (row: number, column: PageColumn) =>
      sameColumn(sentColumn(row, column.number), column)
        ? columns[columnKey(row, column.number)]
        : undefined,
    builder: JSON.stringify(rows) === JSON.stringify(sent) ? builder : [],
  };
}

/** The server's field messages of the last Simpan, and the rows it sent. */
interface FailedSave {
  fields: Readonly<Record<string, string>>;
  sent: readonly PageRow[] | undefined;
}

/**
 * The page's rows of columns (spec §2.10) on core's page builder machine: rows
 * renumber, columns sort by order, the column dialog adds or edits one column; what the
 * server refused shows at its row and column.
 */
export function PageBuilder({
  builder,
  failed,
}: {
  builder: PageBuilderState;
  failed: FailedSave;
}) {
  const texts = useTexts();
  const headingId = useId();
  const { store, dialog, send } = builder;
  const { rows } = store.values;
  const errors = useSaveErrors(rows, failed);
  // A row with columns is deleted only once confirmed: its columns go with it.
  const [deleting, setDeleting] = useState<PageRow | null>(null);
  return (
    <section className="grid gap-3" data-slot="page-builder" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {texts.page.builder}
      </h2>
      {errors.builder.length > 0 ? <FormAlert error={errors.builder.join(' ')} /> : null}
      {rows.map((row) => (
        <RowCard
          key={row.number}
          number={row.number}
          onAddColumn={() => send({ type: 'column.add', row: row.number })}
          onDeleteRow={() =>
            row.columns.length ? setDeleting(row) : send({ type: 'row.delete', row: row.number })
          }
        >
          {row.columns.map((column) => (
            <ColumnCard
              key={column.number}
              grid={column.grid}
              component={column.component}
              order={column.order}
              errors={errors.column(row.number, column)}
              onEdit={() => send({ type: 'column.edit', row: row.number, column: column.number })}
              onDelete={() =>
                send({ type: 'column.delete', row: row.number, column: column.number })
              }
            />
          ))}
        </RowCard>
      ))}
      <Button
        tone="secondary"
        className="justify-self-start"
        onClick={() => send({ type: 'row.add' })}
      >
        {texts.page.addRow}
      </Button>
      <ConfirmDialog
        open={deleting !== null}
        action="delete"
        message={
          deleting
            ? fill(texts.page.deleteRowQuestion, {
                number: deleting.number,
                count: deleting.columns.length,
              })
            : undefined
        }
        onConfirm={() => {
          if (deleting) send({ type: 'row.delete', row: deleting.number });
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
      {/* The dialog's own form sits in a portal; its submit must not bubble to the page form. */}
      <div onSubmit={(e) => e.stopPropagation()}>
        <ColumnDialog
          open={dialog !== null}
          initial={columnOf(rows, dialog)}
          grids={GRIDS}
          orderMin={ORDER_MIN}
          validate={(draft) => validateColumn(draft, texts)}
          components={BUILT_IN_WIDGETS}
          onCancel={() => send({ type: 'dialog.cancel' })}
          onSave={(column) => {
            send({ type: 'dialog.change', draft: column });
            send({ type: 'dialog.save' });
          }}
        />
      </div>
    </section>
  );
}
