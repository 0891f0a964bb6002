import { fill, MASTERS, pathFor, plainNameField, type PlainKind } from '@cermat/core';
import { plainExampleOf, scenarios } from '@cermat/mocks';
import { commonStates, screenState } from './console';
import * as flows from './flows';
import { serverTexts, type PlayText } from './messages';

// The states a designer reviews for each list and each add/edit form, built
// once here; a screen's stories file names them as exports and tags its visual one there
// (Storybook reads exports and their tags from the file's text only).

/** A list of the common pattern (spec §2.2) as its stories need it. */
export interface ListStatesSetup {
  /** The list's hash route. */
  path: string;
  /** The contract resource whose `list` call brings the rows, e.g. 'roles'. */
  resource: string;
  /** A search term, a row it keeps and a row it drops (both on the first page). */
  search: { term: string; kept: PlayText; dropped: string };
}

export interface ListSetup extends ListStatesSetup {
  /** An enabled row the Disable flow acts on. */
  disable: string;
}

/** The states every list of the common pattern has, with or without a status (Audit's). */
export function listStates({ path, resource, search }: ListStatesSetup) {
  const states = commonStates(path, [`${resource}.list`]);
  return {
    filled: states.filled,
    loading: states.loading,
    serverError: { ...states.serverError, play: flows.says(serverTexts.server.internal) },
    empty: {
      ...screenState({ path, scenario: scenarios.empty }),
      play: flows.says((t) => t.list.empty),
    },
    /** The largest page size, full. */
    manyRows: {
      ...screenState({ path: `${path}?size=500`, scenario: scenarios.manyRows }),
      play: flows.says((t) => fill(t.list.range, { from: 1, to: 500, total: '' }), {
        prefix: true,
      }),
    },
    longValues: screenState({ path, scenario: scenarios.longValues }),
    readOnly: {
      ...screenState({ path, scenario: scenarios.readOnly }),
      play: flows.noWriteActions,
    },
    search: { ...states.filled, play: flows.searchFor(search.term, search.kept, search.dropped) },
  };
}

/** Every state of a master list screen (spec §2.2): the common ones and Disable. */
export function listScreenStories(setup: ListSetup) {
  return {
    ...listStates(setup),
    disable: { ...screenState({ path: setup.path }), play: flows.disableRow(setup.disable) },
  };
}

export interface FormSetup {
  /** The add form's hash route. */
  add: string;
  /** The edit form's hash route, of a record the scenarios hold. */
  edit: string;
  /** The contract resource whose `get` call brings the record, e.g. 'roles'. */
  resource: string;
  /** The record's unique field, and a value another record already holds (422 on Simpan). */
  unique: { label: PlayText; taken: string };
}

/** Every state of an add/edit form: the record, the failures, Simpan, and leaving unsaved. */
export function formScreenStories({ add, edit, resource, unique }: FormSetup) {
  const states = commonStates(edit, [`${resource}.get`]);
  const loaded = flows.loaded(unique.label);
  return {
    add: screenState({ path: add }),
    edit: { ...states.filled, play: loaded },
    loading: states.loading,
    serverError: { ...states.serverError, play: flows.says(serverTexts.server.internal) },
    longValues: { ...screenState({ path: edit, scenario: scenarios.longValues }), play: loaded },
    fieldErrors: { ...states.filled, play: flows.refusedOnSave(unique.label, unique.taken) },
    save: { ...states.filled, play: flows.savedWithSuccess(unique.label, `${unique.taken}-baru`) },
    dirty: { ...states.filled, play: flows.asksBeforeLeaving(flows.retyping(unique.label)) },
    /** A role that only reads is refused the form. */
    readOnly: {
      ...screenState({ path: add, scenario: scenarios.readOnly }),
      play: flows.says((t) => t.access.denied),
    },
    sessionEnded: {
      ...screenState({ path: edit, scenario: scenarios.sessionEnded }),
      play: flows.says((t) => t.error.sessionEnded),
    },
  };
}

/** A plain master's name field (its first unique one) and its mock records' values of it. */
function plainName(kind: PlainKind) {
  const [field, { example }] = plainNameField(kind);
  return { field, valueOf: (i: number) => plainExampleOf(example, i) };
}

/** A plain master's list stories, from its declaration (PLAIN_MASTERS) and its mock rows. */
export function plainListStories(kind: PlainKind) {
  const { valueOf } = plainName(kind);
  return listScreenStories({
    path: pathFor(MASTERS[kind].routes.list),
    resource: kind,
    // 'X 1' finds 'X 1' and 'X 10', not 'X 2'.
    search: { term: valueOf(0), kept: valueOf(9), dropped: valueOf(1) },
    disable: valueOf(1),
  });
}

/** A plain master's form stories, from its declaration: its record 1, and record 2's name taken. */
export function plainFormStories(kind: PlainKind) {
  const { field, valueOf } = plainName(kind);
  const { routes } = MASTERS[kind];
  return formScreenStories({
    add: pathFor(routes.add),
    edit: pathFor(routes.edit, { id: 1 }),
    resource: kind,
    unique: { label: (t) => (t[kind] as Record<string, string>)[field]!, taken: valueOf(1) },
  });
}
