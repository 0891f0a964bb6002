import { assign, setup } from 'xstate';
import {
  addRow,
  deleteColumn,
  deleteRow,
  draftOf,
  emptyDraft,
  saveColumn,
  validateColumn,
} from './page.algebra';
import { toDetailPage } from './page.convert';
import type { ColumnDraft, ColumnField, PageRow } from './page.types';

/** The page form's own fields and rows. */
export interface PageForm {
  nama_page: string;
  deskripsi_page: string;
  rows: PageRow[];
}

/** The open column dialog: add mode (column null) or edit mode (that column). */
interface ColumnDialog {
  mode: 'add' | 'edit';
  row: number;
  column: number | null;
  draft: ColumnDraft;
  errors: Partial<Record<ColumnField, string>>;
}

/** What the page builder knows: the form, its loaded state (for Reset) and the dialog. */
export interface PageBuilderContext extends PageForm {
  initial: PageForm;
  dialog: ColumnDialog | null;
}

/** Events of the page form and its column dialog. */
export type PageBuilderEvent =
  | { type: 'page.load'; form: PageForm }
  | { type: 'page.field'; field: 'nama_page' | 'deskripsi_page'; value: string }
  | { type: 'page.reset' }
  | { type: 'row.add' }
  | { type: 'row.delete'; row: number }
  | { type: 'column.add'; row: number }
  | { type: 'column.edit'; row: number; column: number }
  | { type: 'column.delete'; row: number; column: number }
  | { type: 'dialog.change'; draft: Partial<ColumnDraft> }
  | { type: 'dialog.save' }
  | { type: 'dialog.cancel' };

const emptyForm: PageForm = { nama_page: '', deskripsi_page: '', rows: [] };

/** The body of POST/PUT master/page: nama_page, deskripsi_page and detail_page. */
export function pagePayload(form: PageForm) {
  return {
    nama_page: form.nama_page,
    deskripsi_page: form.deskripsi_page,
    detail_page: toDetailPage(form.rows),
  };
}

/**
 * Page builder (spec §2.10, §4): rows of columns edited through an add/edit column dialog.
 * It starts empty (Tambah); `page.load` brings a read page (Edit) and is what Reset returns to.
 */
export const pageBuilderMachine = setup({
  types: {
    context: {} as PageBuilderContext,
    events: {} as PageBuilderEvent,
  },
  guards: {
    columnExists: ({ context, event }) =>
      event.type === 'column.edit' && draftOf(context.rows, event.row, event.column) !== undefined,
    rowExists: ({ context, event }) =>
      event.type === 'column.add' && context.rows.some((r) => r.number === event.row),
    draftValid: ({ context }) =>
      context.dialog !== null && Object.keys(validateColumn(context.dialog.draft)).length === 0,
  },
  actions: {
    closeDialog: assign({ dialog: null }),
  },
}).createMachine({
  id: 'pageBuilder',
  context: { ...emptyForm, initial: emptyForm, dialog: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'page.load': {
          actions: assign(({ event }) => ({ ...event.form, initial: event.form })),
        },
        'page.field': { actions: assign(({ event }) => ({ [event.field]: event.value })) },
        'page.reset': { actions: assign(({ context }) => ({ ...context.initial })) },
        'row.add': { actions: assign({ rows: ({ context }) => addRow(context.rows) }) },
        'row.delete': {
          actions: assign({ rows: ({ context, event }) => deleteRow(context.rows, event.row) }),
        },
        'column.delete': {
          actions: assign({
            rows: ({ context, event }) => deleteColumn(context.rows, event.row, event.column),
          }),
        },
        'column.add': {
          guard: 'rowExists',
          target: 'dialog',
          actions: assign({
            dialog: ({ event }) => ({
              mode: 'add' as const,
              row: event.row,
              column: null,
              draft: emptyDraft,
              errors: {},
            }),
          }),
        },
        'column.edit': {
          guard: 'columnExists',
          target: 'dialog',
          actions: assign({
            dialog: ({ context, event }) => ({
              mode: 'edit' as const,
              row: event.row,
              column: event.column,
              draft: draftOf(context.rows, event.row, event.column)!,
              errors: {},
            }),
          }),
        },
      },
    },
    dialog: {
      tags: 'dialog',
      on: {
        'dialog.change': {
          actions: assign({
            dialog: ({ context, event }) =>
              context.dialog && {
                ...context.dialog,
                draft: { ...context.dialog.draft, ...event.draft },
              },
          }),
        },
        'dialog.save': [
          {
            guard: 'draftValid',
            target: 'editing',
            actions: [
              assign({
                rows: ({ context }) =>
                  saveColumn(
                    context.rows,
                    context.dialog!.row,
                    context.dialog!.draft,
                    context.dialog!.column ?? undefined,
                  ),
              }),
              'closeDialog',
            ],
          },
          {
            actions: assign({
              dialog: ({ context }) =>
                context.dialog && {
                  ...context.dialog,
                  errors: validateColumn(context.dialog.draft),
                },
            }),
          },
        ],
        'dialog.cancel': { target: 'editing', actions: 'closeDialog' },
      },
    },
  },
});
