import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage } from '../errors';
import { fileIssues, mergeRowErrors, type ImportCells, type RowErrors } from './user-import.rules';

/** A file as the app's parser read it: its rows, the rows it could not read, a fatal problem. */
export interface ParsedImport {
  rows: ImportCells[];
  errors: RowErrors;
  /** Why nothing can be imported from this file (no rows, missing columns); null if none. */
  problem: string | null;
}

/** What an import's call answered: done with the server's message, or refused per row. */
export type ImportResult = { message: string } | { errors: RowErrors };

export type UserImportEvent =
  { type: 'import.file'; file: File } | { type: 'import.submit' } | { type: 'import.reset' };

export interface UserImportContext {
  rows: ImportCells[];
  /** The parser's and the server's errors, merged. */
  errors: RowErrors;
  /** A problem with the file or a call, or the success message. */
  message: string | null;
  fallback: string;
}

const cleared = { rows: [], errors: {}, message: null };

/**
 * Importing a users CSV: the app parses the file (off the main thread), the server checks
 * every row (a dry run), the preview shows each row's errors, and Import is possible only
 * when there are none; it is all or nothing, and a refusal brings the rows' errors back.
 * The app provides `parse`, `check` and `save`.
 */
export const userImportMachine = setup({
  types: {
    context: {} as UserImportContext,
    input: {} as { fallback: string },
    events: {} as UserImportEvent,
    emitted: {} as { type: 'list.reload' },
  },
  actors: {
    parse: fromPromise<ParsedImport, { file: File }>(() => Promise.reject(new Error('parse'))),
    check: fromPromise<RowErrors, { rows: ImportCells[] }>(() =>
      Promise.reject(new Error('check')),
    ),
    save: fromPromise<ImportResult, { rows: ImportCells[] }>(() =>
      Promise.reject(new Error('save')),
    ),
  },
  guards: {
    valid: ({ context }) => context.rows.length > 0 && Object.keys(context.errors).length === 0,
  },
  actions: {
    fail: assign(({ context, event }) => ({
      message: errorMessage((event as { error?: unknown }).error, context.fallback),
    })),
  },
}).createMachine({
  id: 'userImport',
  context: ({ input }) => ({ ...cleared, fallback: input.fallback }),
  initial: 'idle',
  on: {
    'import.file': { target: '.reading', actions: assign(cleared) },
    'import.reset': { target: '.idle', actions: assign(cleared) },
  },
  states: {
    idle: {},
    reading: {
      tags: 'busy',
      invoke: {
        src: 'parse',
        input: ({ event }) => ({ file: (event as { file: File }).file }),
        onDone: [
          {
            guard: ({ event }) => event.output.problem !== null,
            target: 'failed',
            actions: assign(({ event }) => ({ message: event.output.problem })),
          },
          {
            target: 'checking',
            actions: assign(({ event }) => ({
              rows: event.output.rows,
              errors: event.output.errors,
            })),
          },
        ],
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    checking: {
      tags: 'busy',
      invoke: {
        src: 'check',
        input: ({ context }) => ({ rows: context.rows }),
        onDone: {
          target: 'preview',
          actions: assign(({ context, event }) => ({
            errors: mergeRowErrors(context.errors, event.output),
          })),
        },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    preview: {
      tags: 'preview',
      on: { 'import.submit': { guard: 'valid', target: 'saving' } },
    },
    saving: {
      tags: ['preview', 'busy'],
      invoke: {
        src: 'save',
        input: ({ context }) => ({ rows: context.rows }),
        onDone: [
          {
            guard: ({ event }) => 'errors' in event.output,
            target: 'preview',
            actions: assign(({ event }) => {
              const errors = 'errors' in event.output ? event.output.errors : {};
              return { errors, message: fileIssues(errors).join(' ') || null };
            }),
          },
          {
            target: 'done',
            actions: [
              assign(({ event }) => ({
                message: 'message' in event.output ? event.output.message : null,
              })),
              emit({ type: 'list.reload' }),
            ],
          },
        ],
        onError: { target: 'preview', actions: 'fail' },
      },
    },
    done: { tags: 'done' },
    failed: { tags: 'failed' },
  },
});
