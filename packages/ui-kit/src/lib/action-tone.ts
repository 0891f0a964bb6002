import type { ButtonTone } from './button';

/**
 * One tone per meaning, wherever an action is offered: on a row, in the bulk bar, on a form,
 * and on the question that confirms it. Amber takes something out of use or throws away
 * unsaved input (both can be undone or redone), green brings a record or a version back,
 * red destroys.
 */
export const actionTone = {
  edit: 'primary',
  disable: 'warning',
  discard: 'warning',
  enable: 'success',
  restore: 'success',
  delete: 'danger',
} as const satisfies Record<string, ButtonTone>;
