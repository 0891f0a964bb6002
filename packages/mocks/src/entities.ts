import { contract, type AuditEntity } from '@cermat/contract';
import { kindOfList, LIST_KINDS, MASTERS, type ListKind, type MasterListName } from '@cermat/core';

/** What the trail calls each list's records (the server's entity names): their declaration's. */
export const ENTITY_OF = Object.fromEntries(
  LIST_KINDS.map((kind) => [kind, MASTERS[kind].entity]),
) as Record<ListKind, AuditEntity>;

const kinds = new Map(
  Object.entries(ENTITY_OF).map(([kind, entity]) => [entity, kind as ListKind] as const),
);

/** The list whose records an entity names (undefined: configuration, sessions, uploads, ordering). */
export const kindOf = (entity: AuditEntity): ListKind | undefined => kinds.get(entity);

/**
 * The menu whose rights guard an entity's rows, as the server decides (audit/menus.ts): its
 * list's (menu ordering: the menu list's), configuration's, and the Audit menu's for the
 * rest. Read from the contract's own entries, never retyped.
 */
export function menuOf(entity: AuditEntity): string {
  const kind = kindOf(entity === 'menu_order' ? 'menu' : entity);
  if (kind) return contract[kind].list.menu;
  return entity === 'config' ? contract.configs.save.menu : contract.audit.list.menu;
}

/** A list's name in the bulk and export calls ('pohon-profesi') as the mock's list kind. */
export const listKindOf = (list: string): ListKind =>
  // The contract's enum let only a master's list name through.
  kindOfList(list as MasterListName);
