import { CONFIG_KEYS, examples, type ConfigMap } from '@cermat/contract';
import { LIST_KINDS, type ListKind } from '@cermat/core';
import { configuredLogos } from './logos';
import { mockMenus } from './menus';
import { rowKinds, type Row } from './rows';
import type { Scenario } from './scenario';
import { longest, stampOf } from './texts';
import type { MockStore } from './store.types';
import { initialTrail } from './trail';

const DEFAULT_ROWS = 12;

/**
 * Every known key, valued as the contract's example (the server's defaults); no logo unless
 * the scenario configures them (the product's name shows instead, as on a fresh server).
 */
function configsOf(long: boolean, logos: boolean): ConfigMap {
  const map: ConfigMap = {
    ...Object.fromEntries(CONFIG_KEYS.map((key) => [key, null])),
    ...examples.configs.get.data,
    LOGO_SMALL: null,
    LOGO_FULL_DARK: null,
    LOGO_FULL_LIGHT: null,
    ...(logos ? configuredLogos : {}),
  };
  if (long) map.LOGO_SMALL = longest.path('/storage/logo/logo');
  return map;
}

/** A fresh store for a scenario: each story and test gets its own. */
export function createStore(scenario: Scenario): MockStore {
  const long = scenario.long ?? false;
  const lists = Object.fromEntries(
    LIST_KINDS.map((kind) => {
      const count = scenario.rows ?? (kind === 'menus' ? mockMenus.length : DEFAULT_ROWS);
      return [kind, Array.from({ length: count }, (_, i) => rowKinds[kind].make(i, long))];
    }),
  ) as Record<ListKind, Row[]>;
  const everyMenu = mockMenus.map((_, i) => i + 1);
  const store: MockStore = {
    lists,
    configs: configsOf(long, scenario.logos ?? false),
    roleMenus: new Map([
      [1, { read: everyMenu, write: scenario.readOnly ? [] : everyMenu, updated_at: stampOf(0) }],
    ]),
    readOnly: scenario.readOnly ?? false,
    signedIn: !scenario.signedOut,
    activeRoleId: 1,
    nextId: Object.fromEntries(LIST_KINDS.map((kind) => [kind, lists[kind].length + 1])) as Record<
      ListKind,
      number
    >,
    audit: [],
  };
  store.audit = initialTrail(store, scenario.rows ?? DEFAULT_ROWS, long);
  return store;
}
