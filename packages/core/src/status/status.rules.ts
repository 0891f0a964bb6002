import { STATUS, type RecordStatus } from '../constants';
import { id, type Messages } from '../i18n';

/** The three status actions of a record row. */
export type StatusAction = 'disable' | 'restore' | 'delete';

/** The record a status action applies to. */
export interface StatusRecord {
  id: string | number;
  status: RecordStatus;
}

const allowedFrom: Record<StatusAction, RecordStatus> = {
  disable: STATUS.ENABLE,
  restore: STATUS.DISABLE,
  delete: STATUS.DISABLE,
};

/** True when the spec lets the action run on a record with this status (delete only from DISABLE). */
export function canApply(action: StatusAction, status: RecordStatus): boolean {
  return allowedFrom[action] === status;
}

/** The status actions a row offers: Disable on ENABLE rows, Restore and Hapus on DISABLE rows. */
export function statusActions(status: RecordStatus): StatusAction[] {
  return (['disable', 'restore', 'delete'] as const).filter((a) => canApply(a, status));
}

/** The status a record has after the action; undefined for delete. */
export function statusAfter(action: StatusAction): RecordStatus | undefined {
  if (action === 'delete') return undefined;
  return action === 'disable' ? STATUS.DISABLE : STATUS.ENABLE;
}

/** Texts of the confirmation dialog of an action ('Perhatian', question, Iya/Tidak). */
export function confirmTexts(action: StatusAction, messages: Messages = id) {
  const text = {
    disable: messages.confirm.disable,
    restore: messages.confirm.enable,
    delete: messages.confirm.delete,
  };
  return {
    title: messages.confirm.title,
    text: text[action],
    yes: messages.confirm.yes,
    no: messages.confirm.no,
  };
}

/** Texts of the success dialog of an action ('Berhasil' and what happened). */
export function successTexts(action: StatusAction, messages: Messages = id) {
  return {
    title: messages.success.title,
    text: action === 'delete' ? messages.success.deleted : messages.success.updated,
  };
}

/** Texts of the failure dialog: 'Oops...' with the server's message. */
export function failureTexts(message: string, messages: Messages = id) {
  return { title: messages.error.oops, text: message };
}
