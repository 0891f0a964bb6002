import type { ApiData } from '@cermat/api-client';
import type { Messages } from '@/lib/i18n';

type AuditRow = ApiData<'audit', 'get'>[0];

/** An audit row's action in the user's words ('Ubah', 'Kembalikan', ...). */
export const actionLabel = (texts: Messages, action: AuditRow['action']): string =>
  texts.audit[`action-${action}`];

/** What an audit row is about in the user's words ('Role', 'Pohon Profesi', ...). */
export const entityLabel = (texts: Messages, entity: AuditRow['entity']): string =>
  texts.audit[`entity-${entity}`];
