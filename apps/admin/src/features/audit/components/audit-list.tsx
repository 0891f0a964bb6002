import type { ApiData } from '@cermat/api-client';
import { formatDate, fromListAnswer } from '@cermat/core';
import { Button, type DataColumn } from '@cermat/ui-kit';
import { useRef, useState } from 'react';
import { actionLabel, recordLabel } from '@/components/audit-labels';
import { ExportCsvButton } from '@/components/export-csv-button';
import { MasterList } from '@/components/master-list';
import { ScreenHeader } from '@/components/screen-header';
import { useLoad } from '@/hooks/use-load';
import { useMasterList } from '@/hooks/use-master-list';
import { api } from '@/lib/api';
import { useTexts } from '@/lib/i18n';
import { AuditDetail } from './audit-detail';
import {
  AuditFilters,
  filterQuery,
  noFilters,
  rangeInvalid,
  type AuditFilterValues,
} from './audit-filters';

type AuditRow = ApiData<'audit', 'list'>[0]['list_data']['data'][number];

/** Newest first; the columns the server sorts the trail by, by name. */
const AUDIT_SORTS = {
  initial: { column: 'id_audit', dir: 'desc' },
  columns: ['id_audit', 'at', 'username', 'role_name', 'action', 'entity', 'entity_id'],
} as const;

/** The users to filter by; a role that may not read the user list filters without them. */
async function loadUsers() {
  try {
    const [answer] = await api.users.list({ draw: 1, page: 1, length: 500, column: 'username' });
    return answer.list_data.data.map((u) => ({ value: u.user_id, label: u.username }));
  } catch {
    return [];
  }
}

/**
 * 'Semua Data Audit': the trail on the common list pattern, newest first, with
 * search, user, entity, action and a date range; a row opens its change before and after.
 */
export default function AuditList() {
  const texts = useTexts();
  const [filters, setFilters] = useState<AuditFilterValues>(noFilters);
  // Read by the fetch the list machine starts at once, before React renders the new filters.
  const applied = useRef(filters);
  const [viewing, setViewing] = useState<number | null>(null);
  const [users] = useLoad(loadUsers);
  const list = useMasterList<AuditRow>(AUDIT_SORTS, async (query) => {
    const [answer] = await api.audit.list({
      draw: query.draw,
      page: query.page,
      length: query.size,
      ...(query.search === '' ? {} : { search: query.search }),
      column: query.sort.column,
      dir: query.sort.dir,
      ...filterQuery(applied.current),
    });
    return fromListAnswer(answer);
  });
  const columns: DataColumn<AuditRow>[] = [
    { id: 'at', header: texts.audit.columnAt, value: (r) => formatDate(r.at), sortable: true },
    { id: 'username', header: texts.audit.columnUser, value: (r) => r.username, sortable: true },
    { id: 'role_name', header: texts.audit.columnRole, value: (r) => r.role_name, sortable: true },
    {
      id: 'action',
      header: texts.audit.columnAction,
      value: (r) => actionLabel(texts, r.action),
      sortable: true,
    },
    {
      id: 'entity',
      header: texts.audit.columnEntity,
      // The record as it was named then ('Menu: Master'); sorted by its kind.
      value: (r) => recordLabel(texts, r),
      sortable: true,
    },
    {
      id: 'entity_id',
      header: texts.audit.columnEntityId,
      value: (r) => r.entity_id,
      sortable: true,
    },
  ];
  const { shown } = list;
  return (
    <>
      <ScreenHeader title={texts.audit.listTitle}>
        <ExportCsvButton
          query={() => {
            const { filter_status: _status, ...rest } = shown();
            return { list: 'audit', ...rest, ...filterQuery(applied.current) };
          }}
        />
      </ScreenHeader>
      <MasterList
        label={texts.audit.listTitle}
        name="audit"
        list={list}
        columns={columns}
        rowKey={(r) => r.id_audit}
        // Viewing a change needs only the read right this screen already has.
        canWrite
        extraActions={(row) => (
          <Button size="sm" tone="secondary" onClick={() => setViewing(row.id_audit)}>
            {texts.audit.view}
          </Button>
        )}
        filters={
          <AuditFilters
            value={filters}
            users={users.status === 'ready' ? users.data : []}
            onChange={(next) => {
              setFilters(next);
              if (rangeInvalid(next)) return;
              applied.current = next;
              list.refilter();
            }}
          />
        }
      />
      {viewing !== null ? <AuditDetail id={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
