import { STATUS, type RecordStatus } from '../constants';

/** The three status actions of a record row. */
export type StatusAction = 'disable' | 'restore' | 'delete';

/** The record a status action applies to. */
export interface StatusRecord {
  id: string | number;
  status: RecordStatus;
  /** The version the row was read with: the change carries it, so a stale one is refused. */
  updated_at: string;
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

/** The status a record has after the action; undefined for delete. */
export function statusAfter(action: StatusAction): RecordStatus | undefined {
  if (action === 'delete') return undefined;
  return action === 'disable' ? STATUS.DISABLE : STATUS.ENABLE;
}
