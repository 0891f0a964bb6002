import { entries, examples } from '@cermat/contract';

/**
 * What a story or a test wants the server to be like. Every field is optional: `{}` is a
 * signed-in administrator with a dozen records in each list.
 */
export interface Scenario {
  /** Records in each list and rows of the audit trail (menus default to the seeded menus). */
  rows?: number;
  /** Every text column at the contract's longest. */
  long?: boolean;
  /** The three logos configured (served by the mocks), instead of the product's name. */
  logos?: boolean;
  /** The active role may read every menu but write none (no write actions). */
  readOnly?: boolean;
  /** No live session: every call but sign-in answers 401. */
  signedOut?: boolean;
  /** Calls answer this failure (all of them, or only the named entries, e.g. 'roles.list'). */
  fail?: { status: 403 | 404 | 409 | 500; entries?: string[] };
  /** Calls never answer (all of them, or only the named entries): the loading state. */
  pending?: true | { entries: string[] };
  /** Calls fail as a dropped network does (no answer at all). */
  offline?: boolean;
}

/** The states a designer reviews, by name. */
export const scenarios = {
  filled: {},
  empty: { rows: 0 },
  // Every third record is disabled: 750 give a full page of 500 enabled rows.
  manyRows: { rows: 750 },
  longValues: { long: true },
  logos: { logos: true },
  serverError: { fail: { status: 500 } },
  readOnly: { readOnly: true },
  sessionEnded: { signedOut: true },
  loading: { pending: true },
} satisfies Record<string, Scenario>;

/** Every call the mock server answers, by name ('roles.list'): what `fail` and `pending` may name. */
export const CALL_NAMES: readonly string[] = entries.map((entry) => entry.name);

/** The demo account every scenario signs in with (the seed's, README). */
export const DEMO_ACCOUNT = { username: 'admin', password: 'admin12345' } as const;

/** The one live password link of every scenario (the contract's example token). */
export const LIVE_LINK_TOKEN = examples.auth.checkPasswordLink.input.token;
