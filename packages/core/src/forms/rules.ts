import { MENU_TYPE, YES_NO_CONFIG_KEYS, type MenuType } from '../constants';
import { fill, id, type Messages } from '../i18n';
import { fieldLabel, fieldMessage } from './field-messages';

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

/** A Pelaksanaan form as its check reads it: the schedule's name and its test codes in order. */
export interface PelaksanaanDraft {
  pelaksanaan: string;
  kode_tes: readonly { kode_tes: string }[];
}

/**
 * The Pelaksanaan form's check before it sends, for comfort (the server decides): the name
 * and every test code written, no code twice whatever its case. Messages are keyed as the
 * server keys and words a 422 (`kode_tes.1.kode_tes`), so a form shows both the same way; a
 * repeated code is marked where it repeats, named as written there. Empty when it may be sent.
 */
export function pelaksanaanErrors(
  draft: PelaksanaanDraft,
  messages: Messages = id,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const required = (path: (string | number)[]) => {
    errors[path.join('.')] = fieldMessage(
      fieldLabel(path, messages),
      { kind: 'required' },
      messages,
    );
  };
  if (draft.pelaksanaan.trim() === '') required(['pelaksanaan']);
  const seen = new Set<string>();
  draft.kode_tes.forEach(({ kode_tes: code }, index) => {
    const key = code.trim().toLowerCase();
    if (key === '') return required(['kode_tes', index, 'kode_tes']);
    if (seen.has(key))
      errors[`kode_tes.${index}.kode_tes`] = fill(messages.server.testCodeRepeated, {
        code: code.trim(),
      });
    seen.add(key);
  });
  return errors;
}
