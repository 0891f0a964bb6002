import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  addRow,
  deleteColumn,
  deleteRow,
  fromDetail,
  id,
  pageBuilderMachine,
  pagePayload,
  saveColumn,
  validateColumn,
  type PageRow,
} from '../src';
import { isValidPage, toDetail } from './support/page-oracles';

const col = (grid: number, component: string, order: number) => ({ grid, component, order });

describe('page builder algebra', () => {
  it('adds rows numbered from 1 and renumbers after a delete', () => {
    const rows = addRow(addRow(addRow([])));
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3]);
    const after = deleteRow(saveColumn(rows, 3, col(6, 'Chart', 1)), 2);
    expect(after.map((r) => r.number)).toEqual([1, 2]);
    expect(after[1]!.columns[0]!.component).toBe('Chart');
  });

  it('adds a column and keeps columns sorted by order', () => {
    let rows: PageRow[] = addRow([]);
    rows = saveColumn(rows, 1, col(4, 'B', 2));
    rows = saveColumn(rows, 1, col(8, 'A', 1));
    expect(rows[0]!.columns).toEqual([
      { number: 1, grid: 8, component: 'A', order: 1 },
      { number: 2, grid: 4, component: 'B', order: 2 },
    ]);
  });

  it('replaces a column in edit mode and re-sorts', () => {
    let rows = saveColumn(saveColumn(addRow([]), 1, col(4, 'A', 1)), 1, col(4, 'B', 2));
    rows = saveColumn(rows, 1, col(12, 'A2', 3), 1);
    expect(rows[0]!.columns.map((c) => [c.number, c.component])).toEqual([
      [1, 'B'],
      [2, 'A2'],
    ]);
    expect(deleteColumn(rows, 1, 1)[0]!.columns).toEqual([
      { number: 1, grid: 12, component: 'A2', order: 3 },
    ]);
  });

  it('refuses grid outside 1..12, order below 1 and an empty component', () => {
    expect(validateColumn({ grid: null, component: ' ', order: 0 })).toEqual({
      grid: id.page.gridInvalid,
      component: id.page.componentRequired,
      order: id.page.orderInvalid,
    });
    expect(validateColumn({ grid: 13, component: 'x', order: 1 })).toEqual({
      grid: id.page.gridInvalid,
    });
    expect(validateColumn({ grid: 1, component: 'x', order: 1.5 })).toEqual({
      order: id.page.orderInvalid,
    });
    const rows = addRow([]);
    expect(saveColumn(rows, 1, { grid: 0, component: 'x', order: 1 })).toEqual(rows);
    expect(saveColumn(rows, 5, col(1, 'x', 1))).toEqual(rows);
  });

  it('reads `detail` keyed by row number and writes the `detail_page` save shape', () => {
    const rows = fromDetail({
      '2': [{ col: '6', component: 'Table', order_no: '1' }],
      '1': [
        { col: 4, component: 'Right', order_no: 2 },
        { col: 8, component: 'Left', order_no: 1 },
      ],
    });
    expect(rows).toEqual([
      {
        number: 1,
        columns: [
          { number: 1, grid: 8, component: 'Left', order: 1 },
          { number: 2, grid: 4, component: 'Right', order: 2 },
        ],
      },
      { number: 2, columns: [{ number: 1, grid: 6, component: 'Table', order: 1 }] },
    ]);
    expect(toDetail(rows)['2']).toEqual([{ col: 6, component: 'Table', order_no: 1 }]);
    expect(fromDetail(null)).toEqual([]);
    expect(isValidPage(rows)).toBe(true);
  });
});

describe('page builder machine', () => {
  const start = () => {
    const actor = createActor(pageBuilderMachine).start();
    const rows = fromDetail({ '1': [{ col: 12, component: 'Hero', order_no: 1 }] });
    actor.send({ type: 'page.load', form: { nama_page: 'home', deskripsi_page: 'Beranda', rows } });
    return actor;
  };

  it('starts as an empty page (Tambah)', () => {
    const { context } = createActor(pageBuilderMachine).start().getSnapshot();
    expect(pagePayload(context)).toEqual({ nama_page: '', deskripsi_page: '', detail_page: [] });
    expect(context.initial).toEqual({ nama_page: '', deskripsi_page: '', rows: [] });
  });

  it('adds a column through the dialog in add mode, then resets and closes it', () => {
    const actor = start();
    actor.send({ type: 'column.add', row: 1 });
    expect(actor.getSnapshot().context.dialog).toMatchObject({ mode: 'add', row: 1, column: null });
    actor.send({ type: 'dialog.change', draft: { grid: 6, component: 'Card' } });
    actor.send({ type: 'dialog.change', draft: { order: 1 } });
    actor.send({ type: 'dialog.save' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().hasTag('dialog')).toBe(false);
    expect(context.dialog).toBeNull();
    expect(context.rows[0]!.columns.map((c) => c.component)).toEqual(['Hero', 'Card']);
    actor.send({ type: 'column.add', row: 1 });
    expect(actor.getSnapshot().context.dialog?.draft).toEqual({
      grid: null,
      component: '',
      order: null,
    });
  });

  it('edits a column in edit mode, starting from its values', () => {
    const actor = start();
    actor.send({ type: 'column.edit', row: 1, column: 1 });
    expect(actor.getSnapshot().context.dialog).toMatchObject({
      mode: 'edit',
      draft: { grid: 12, component: 'Hero', order: 1 },
    });
    actor.send({ type: 'dialog.change', draft: { grid: 3 } });
    actor.send({ type: 'dialog.save' });
    expect(actor.getSnapshot().context.rows[0]!.columns).toEqual([
      { number: 1, grid: 3, component: 'Hero', order: 1 },
    ]);
  });

  it('keeps the dialog open with messages for an invalid column', () => {
    const actor = start();
    actor.send({ type: 'column.add', row: 1 });
    actor.send({ type: 'dialog.save' });
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(actor.getSnapshot().context.dialog?.errors.grid).toBe(id.page.gridInvalid);
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().context.rows[0]!.columns).toHaveLength(1);
  });

  it('ignores dialogs for rows or columns that do not exist', () => {
    const actor = start();
    actor.send({ type: 'column.add', row: 4 });
    actor.send({ type: 'column.edit', row: 1, column: 9 });
    expect(actor.getSnapshot().context.dialog).toBeNull();
  });

  it('resets to the loaded page and builds the save payload', () => {
    const actor = start();
    actor.send({ type: 'row.add' });
    actor.send({ type: 'page.field', field: 'nama_page', value: 'other' });
    actor.send({ type: 'row.delete', row: 1 });
    expect(pagePayload(actor.getSnapshot().context)).toEqual({
      nama_page: 'other',
      deskripsi_page: 'Beranda',
      detail_page: [{ number: 1, columns: [] }],
    });
    actor.send({ type: 'page.reset' });
    expect(pagePayload(actor.getSnapshot().context)).toEqual({
      nama_page: 'home',
      deskripsi_page: 'Beranda',
      detail_page: [{ number: 1, columns: [{ number: 1, grid: 12, component: 'Hero', order: 1 }] }],
    });
    actor.send({ type: 'page.load', form: { nama_page: 'x', deskripsi_page: 'y', rows: [] } });
    actor.send({ type: 'page.reset' });
    expect(actor.getSnapshot().context.nama_page).toBe('x');
    expect(actor.getSnapshot().context.rows).toEqual([]);
  });
});
