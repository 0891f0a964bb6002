import { useRef, useState, type FormEvent } from 'react';
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
  onCancel: () => void;
  /** A valid column; the component name is trimmed and stripped of a file extension. */
  onSave: (column: PageColumn) => void;
}

/** 'Tambah Column': Grid, Nama File Component, Urutan; Cancel and Save. */
export function ColumnDialog({ open, onCancel, ...form }: ColumnDialogProps) {
  const t = useTexts();
  return (
    <DialogFrame
      open={open}
      onClose={onCancel}
      title={t.page.columnDialogTitle}
      className="max-w-lg text-left"
    >
      {/* Mounted only while open, so every opening starts from `initial`. */}
      <ColumnForm onCancel={onCancel} {...form} />
    </DialogFrame>
  );
}

type Errors = Partial<Record<keyof PageColumn, string>>;

function ColumnForm({
  initial,
  grids,
  orderMin,
  onCancel,
  onSave,
}: Omit<ColumnDialogProps, 'open'>) {
  const t = useTexts();
  const [grid, setGrid] = useState<number | null>(initial?.grid ?? null);
  const [component, setComponent] = useState(initial?.component ?? '');
  const [order, setOrder] = useState<number | null>(initial?.order ?? null);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = component.trim().replace(/\.[A-Za-z0-9]+$/, '');
    const found: Errors = {};
    if (grid === null || !grids.includes(grid)) found.grid = t.page.gridInvalid;
    if (!name) found.component = t.page.componentRequired;
    if (order === null || !Number.isInteger(order) || order < orderMin)
      found.order = t.page.orderInvalid;
    setErrors(found);
    if (Object.keys(found).length === 0 && grid !== null && order !== null) {
      onSave({ grid, component: name, order });
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
      />
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
