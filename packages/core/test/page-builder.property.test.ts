import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  GRID_MAX,
  addRow,
  arrangeColumns,
  deleteColumn,
  deleteRow,
  fromDetail,
  pageBuilderMachine,
  saveColumn,
  type PageBuilderEvent,
  type PageRow,
} from '../src';
import { isValidPage, toDetail } from './support/page-oracles';

const columnArb = fc.record({
  grid: fc.integer({ min: 1, max: GRID_MAX }),
  // A stored column's name passed the component rule (letters, digits, _ and -).
  component: fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
  order: fc.integer({ min: 1, max: 20 }),
});
const rowsArb: fc.Arbitrary<PageRow[]> = fc
  .array(fc.array(columnArb, { maxLength: 5 }), { maxLength: 6 })
  .map((rows) => rows.map((columns, i) => ({ number: i + 1, columns: arrangeColumns(columns) })));
const draftArb = fc.record({
  grid: fc.option(fc.integer({ min: -2, max: 14 })),
  component: fc.string({ maxLength: 6 }),
  order: fc.option(fc.integer({ min: -2, max: 5 })),
});
const rowNo = fc.integer({ min: 0, max: 7 });

describe('page builder properties', () => {
  it('read → save → read is the identity', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const detail = toDetail(rows);
        expect(toDetail(fromDetail(detail))).toEqual(detail);
        expect(fromDetail(detail)).toEqual(rows);
      }),
    );
  });

  it('no operation ever yields an invalid page', () => {
    const op = fc.oneof(
      fc.constant((rows: PageRow[]) => addRow(rows)),
      rowNo.map((r) => (rows: PageRow[]) => deleteRow(rows, r)),
      fc.tuple(rowNo, draftArb, fc.option(rowNo)).map(
        ([r, draft, c]) =>
          (rows: PageRow[]) =>
            saveColumn(rows, r, draft, c ?? undefined),
      ),
      fc.tuple(rowNo, rowNo).map(
        ([r, c]) =>
          (rows: PageRow[]) =>
            deleteColumn(rows, r, c),
      ),
    );
    fc.assert(
      fc.property(rowsArb, fc.array(op, { maxLength: 30 }), (start, ops) => {
        let rows = start;
        for (const apply of ops) {
          rows = apply(rows);
          expect(isValidPage(rows)).toBe(true);
        }
      }),
    );
  });

  it('the machine keeps a valid page whatever the user does', () => {
    const eventArb: fc.Arbitrary<PageBuilderEvent> = fc.oneof(
      fc.constantFrom<PageBuilderEvent>(
        { type: 'row.add' },
        { type: 'dialog.save' },
        { type: 'dialog.cancel' },
        { type: 'page.reset' },
      ),
      rowNo.map((row) => ({ type: 'row.delete' as const, row })),
      rowNo.map((row) => ({ type: 'column.add' as const, row })),
      fc
        .tuple(rowNo, rowNo)
        .map(([row, column]) => ({ type: 'column.edit' as const, row, column })),
      fc
        .tuple(rowNo, rowNo)
        .map(([row, column]) => ({ type: 'column.delete' as const, row, column })),
      draftArb.map((draft) => ({ type: 'dialog.change' as const, draft })),
    );
    fc.assert(
      fc.property(rowsArb, fc.array(eventArb, { maxLength: 40 }), (rows, events) => {
        const actor = createActor(pageBuilderMachine).start();
        const form = { nama_page: 'p', deskripsi_page: '', rows: fromDetail(toDetail(rows)) };
        actor.send({ type: 'page.load', form });
        for (const event of events) {
          actor.send(event);
          expect(isValidPage(actor.getSnapshot().context.rows)).toBe(true);
        }
        actor.stop();
      }),
    );
  });
});
