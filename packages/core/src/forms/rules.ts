import { MENU_TYPE, YES_NO_CONFIG_KEYS, type MenuType } from '../constants';
import { id, type Messages } from '../i18n';

/** Which field groups the menu form shows (spec §2.6, §4): MENU fields, LABEL fields, or none. */
export function menuFormGroups(type: MenuType | '' | null): { menu: boolean; label: boolean } {
  return { menu: type === MENU_TYPE.MENU, label: type === MENU_TYPE.LABEL };
}

/** The menu type can be chosen when adding only; it is locked on edit (spec §5). */
export const canChooseMenuType = (mode: 'add' | 'edit'): boolean => mode === 'add';

/** How a configuration key is edited (spec §2.12): a Ya/Tidak select or a text field. */
export function configFieldKind(key: string): 'yes-no' | 'text' {
  return (YES_NO_CONFIG_KEYS as readonly string[]).includes(key) ? 'yes-no' : 'text';
}

/**
 * The role access modal's rule (spec §5): with no menu or no test code chosen it warns
 * 'Data belum lengkap' / 'Menu atau kode tes belum dipilih.'; null when it may save.
 */
export function checkRoleAccess(
  menus: readonly unknown[],
  testCodes: readonly unknown[],
  messages: Messages = id,
): { title: string; text: string } | null {
  if (menus.length > 0 && testCodes.length > 0) return null;
  return { title: messages.error.incompleteTitle, text: messages.error.incomplete };
}
