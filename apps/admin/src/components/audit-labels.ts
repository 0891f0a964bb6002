import type { ApiData } from '@cermat/api-client';
import { fill, type Messages } from '@/lib/i18n';

type AuditRow = ApiData<'audit', 'get'>[0];

/** An audit row's action in the user's words ('Ubah', 'Kembalikan', ...). */
export const actionLabel = (texts: Messages, action: AuditRow['action']): string =>
  texts.audit[`action-${action}`];

/** What an audit row is about in the user's words ('Role', 'Pohon Profesi', ...). */
export const entityLabel = (texts: Messages, entity: AuditRow['entity']): string =>
  texts.audit[`entity-${entity}`];

/**
 * The record an audit row is about, named as it was then ('Menu: Master'); a record with
 * no name of its own (a session, an upload, the configuration) by its id.
 */
export const recordLabel = (
  texts: Messages,
  row: Pick<AuditRow, 'entity' | 'entity_id' | 'record_name'>,
): string =>
  fill(texts.audit.record, {
    entity: entityLabel(texts, row.entity),
    name: row.record_name ?? fill(texts.audit.unknownRecord, { id: row.entity_id }),
  });
