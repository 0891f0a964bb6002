import { fill, GRID_MAX, GRID_MIN, id, ORDER_MIN, validateColumn } from '@cermat/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderKit } from '../../test/render';
import { ColumnDialog, type ColumnDialogProps } from './column-dialog';

const grids = Array.from({ length: GRID_MAX - GRID_MIN + 1 }, (_, i) => GRID_MIN + i);

type Given = Partial<Pick<ColumnDialogProps, 'initial' | 'onSave' | 'onCancel'>>;

/** The dialog wired to core's column rule, as the console wires it. */
function dialog({ initial = null, onSave = () => {}, onCancel = () => {} }: Given = {}) {
  return renderKit(
    <ColumnDialog
      open
      initial={initial}
      grids={grids}
      orderMin={ORDER_MIN}
      validate={(draft) => validateColumn(draft, id)}
      onCancel={onCancel}
      onSave={onSave}
    />,
  );
}

describe('ColumnDialog', () => {
  it("is 'Tambah Column' with Grid ('Please select an option', Col-1..Col-12), Nama File Component, Urutan", async () => {
    dialog();
    expect(screen.getByRole('dialog', { name: id.page.columnDialogTitle })).toBeInTheDocument();
    const grid = screen.getByRole('combobox', { name: id.page.grid });
    expect(grid).toHaveDisplayValue(id.page.gridPlaceholder);
    const labels = screen.getAllByRole('option').map((o) => o.textContent);
    expect(labels).toEqual([
      id.page.gridPlaceholder,
      ...grids.map((g) => fill(id.page.column, { grid: g })),
    ]);
    expect(screen.getByRole('textbox', { name: id.page.componentFile })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: id.page.order })).toHaveAttribute('min', '1');
    expect(await axeViolations()).toEqual([]);
  });

  it('refuses to save without grid and component or with Urutan below 1, saying why per field', async () => {
    const onSave = vi.fn();
    const { user } = dialog({ onSave });
    await user.type(screen.getByRole('spinbutton', { name: id.page.order }), '0');
    await user.click(screen.getByRole('button', { name: id.common.saveColumn }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: id.page.grid })).toHaveAccessibleDescription(
      id.page.gridInvalid,
    );
    expect(
      screen.getByRole('textbox', { name: id.page.componentFile }),
    ).toHaveAccessibleDescription(id.page.componentRequired);
    expect(screen.getByRole('spinbutton', { name: id.page.order })).toHaveAccessibleDescription(
      id.page.orderInvalid,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('saves the column with its component name trimmed', async () => {
    const onSave = vi.fn();
    const { user } = dialog({ onSave });
    await user.selectOptions(
      screen.getByRole('combobox', { name: id.page.grid }),
      fill(id.page.column, { grid: 6 }),
    );
    await user.type(screen.getByRole('textbox', { name: id.page.componentFile }), ' ChartWidget ');
    await user.type(screen.getByRole('spinbutton', { name: id.page.order }), '2');
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledWith({ grid: 6, component: 'ChartWidget', order: 2 });
  });

  it('edits: starts from the given column, and Cancel reports without saving', async () => {
    const onSave = vi.fn();
    const onCancel = vi.fn();
    const { user } = dialog({ initial: { grid: 3, component: 'Foo', order: 4 }, onSave, onCancel });
    expect(screen.getByRole('combobox', { name: id.page.grid })).toHaveDisplayValue(
      fill(id.page.column, { grid: 3 }),
    );
    expect(screen.getByRole('textbox', { name: id.page.componentFile })).toHaveValue('Foo');
    await user.click(screen.getByRole('button', { name: id.common.cancel }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });
});
