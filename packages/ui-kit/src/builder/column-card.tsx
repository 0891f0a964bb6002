import { ActionMenu } from '../lib/action-menu';
import { cx } from '../lib/cx';
import { format, useTexts } from '../lib/texts';
import { colSpan, type PageColumn } from './grid';

export interface ColumnCardProps extends PageColumn {
  onEdit: () => void;
  onDelete: () => void;
  /** What the server refused about this column; the card turns red and can take focus. */
  errors?: readonly string[];
}

/** A column in a builder row: Col-{grid}, Component and Urutan, with an edit/delete menu. */
export function ColumnCard({ grid, component, order, onEdit, onDelete, errors }: ColumnCardProps) {
  const t = useTexts();
  const title = format(t.page.column, { grid });
  const invalid = errors !== undefined && errors.length > 0;
  return (
    <li
      data-slot="column-card"
      data-invalid={invalid ? '' : undefined}
      tabIndex={invalid ? -1 : undefined}
      className={cx(
        colSpan(grid),
        'rounded-md border bg-muted p-3',
        // One style and one colour: both pairs in the attribute left the red to CSS order.
        invalid ? 'border-solid border-danger' : 'border-dashed border-primary/50',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-semibold text-fg">{title}</p>
        <ActionMenu
          label={`${t.common.actions} ${title} ${component}`}
          items={[
            { label: t.page.editColumn, onSelect: onEdit },
            { label: t.page.deleteColumn, onSelect: onDelete, danger: true },
          ]}
        />
      </div>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted-fg">
        <dt>{t.page.component}</dt>
        <dd className="min-w-0 break-words text-fg">{component}</dd>
        <dt>{t.page.order}</dt>
        <dd className="text-fg">{order}</dd>
      </dl>
      {invalid
        ? errors.map((message) => (
            <p key={message} data-slot="field-error" className="mt-1 text-sm text-danger-ink">
              {message}
            </p>
          ))
        : null}
    </li>
  );
}
