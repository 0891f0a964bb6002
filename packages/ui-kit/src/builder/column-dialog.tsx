import { useId, useRef, useState, type FormEvent } from 'react';
import { DialogActions, DialogFrame } from '../dialogs/dialog-frame';
import { NumberField } from '../forms/number-field';
import { Select } from '../forms/select';
import { TextField } from '../forms/text-field';
import { Button } from '../lib/button';
import { format, useTexts } from '../lib/texts';
import type { PageColumn } from './grid';

export interface ColumnDialogProps {
  open: boolean;
  /** The column being edited; null adds a new one. */
  initial: PageColumn | null;
  /** Grid widths offered (Col-1 .. Col-12). */
  grids: readonly number[];
  /** Smallest allowed Urutan (1). */
  orderMin: number;
  /** Per-field messages for what was entered; empty means it can be saved (core's rule). */
  validate: (draft: ColumnDraft) => ColumnErrors;
  onCancel: () => void;
  /** A column that passed `validate`, its component name trimmed. */
  onSave: (column: PageColumn) => void;
  /** Component names offered while typing (the built-in widgets); others may be typed. */
  components?: readonly string[];
}

/** What the dialog holds while the user fills it in. */
interface ColumnDraft {
  grid: number | null;
  component: string;
  order: number | null;
}

/** Messages per field of the dialog. */
type ColumnErrors = Partial<Record<keyof ColumnDraft, string>>;

/** 'Tambah Column': Grid, Nama File Component, Urutan; Cancel and Save. */
export function ColumnDialog({ open, onCancel, ...form }: ColumnDialogProps) {
  const t = useTexts();
  return (
    <DialogFrame
      open={open}
      onClose={onCancel}
      title={t.page.columnDialogTitle}
      size="lg"
      align="left"
    >
      {/* Mounted only while open, so every opening starts from `initial`. */}
      <ColumnForm onCancel={onCancel} {...form} />
    </DialogFrame>
  );
}

function ColumnForm({
  initial,
  grids,
  orderMin,
  validate,
  onCancel,
  onSave,
  components = [],
}: Omit<ColumnDialogProps, 'open'>) {
  const t = useTexts();
  const listId = useId();
  const [grid, setGrid] = useState<number | null>(initial?.grid ?? null);
  const [component, setComponent] = useState(initial?.component ?? '');
  const [order, setOrder] = useState<number | null>(initial?.order ?? null);
  const [errors, setErrors] = useState<ColumnErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const draft = { grid, component: component.trim(), order };
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length === 0 && draft.grid !== null && draft.order !== null) {
      onSave({ grid: draft.grid, component: draft.component, order: draft.order });
      return;
    }
    // Take the user to the first field that needs fixing.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <Select
        label={t.page.grid}
        placeholder={t.page.gridPlaceholder}
        options={grids.map((g) => ({ value: g, label: format(t.page.column, { grid: g }) }))}
        value={grid}
        onChange={setGrid}
        error={errors.grid}
        required
      />
      <TextField
        label={t.page.componentFile}
        value={component}
        onChange={setComponent}
        error={errors.component}
        required
        autoComplete="off"
        list={components.length > 0 ? listId : undefined}
      />
      <datalist id={listId}>
        {components.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <NumberField
        label={t.page.order}
        value={order}
        onChange={setOrder}
        min={orderMin}
        step={1}
        error={errors.order}
        required
      />
      <DialogActions>
        <Button tone="secondary" onClick={onCancel}>
          {t.common.cancel}
        </Button>
        <Button type="submit">{t.common.saveColumn}</Button>
      </DialogActions>
    </form>
  );
}
