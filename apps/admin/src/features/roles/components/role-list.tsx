import { Button, type DataColumn } from '@cermat/ui-kit';
import { useState } from 'react';
import { ButtonLink } from '@/components/button-link';
import { MasterList } from '@/components/master-list';
import { RecordStatusDialogs } from '@/components/record-status-dialogs';
import { ScreenHeader } from '@/components/screen-header';
import { paths } from '@/config/paths';
import { useMasterList } from '@/hooks/use-master-list';
import { useRecordStatus } from '@/hooks/use-record-status';
import { formatDateTime } from '@/lib/dates';
import { navigate } from '@/lib/hash-location';
import { useTexts } from '@/lib/i18n';
import type { Role } from '@/types/api';
import { changeRoleStatus } from '../api/change-role-status';
import { getRoles } from '../api/get-roles';
import { AccessModal } from './access-modal';

/** 'Semua Data Role' (spec §2.3): the common list plus the 'Hak Akses' modal per row. */
export function RoleList({ canWrite }: { canWrite: boolean }) {
  const texts = useTexts();
  const list = useMasterList('roles', getRoles);
  const updatedAt = (id: string | number) =>
    list.rows.find((row) => row.id_role === Number(id))?.updated_at ?? '';
  const status = useRecordStatus(
    (change) => changeRoleStatus(change, updatedAt(change.id)),
    list.reload,
  );
  const [accessFor, setAccessFor] = useState<Role | null>(null);
  const columns: DataColumn<Role>[] = [
    { id: 'role_name', header: texts.role.columnName, value: (r) => r.role_name, sortable: true },
    {
      id: 'role_description',
      header: texts.role.columnDescription,
      value: (r) => r.role_description,
      sortable: true,
    },
    {
      id: 'created_at',
      header: texts.common.createdAt,
      value: (r) => formatDateTime(r.created_at),
      sortable: true,
    },
    {
      id: 'updated_at',
      header: texts.common.updatedAt,
      value: (r) => formatDateTime(r.updated_at),
      sortable: true,
    },
  ];
  return (
    <>
      <ScreenHeader title={texts.role.listTitle}>
        {canWrite ? <ButtonLink href={paths.roles.add()}>{texts.common.add}</ButtonLink> : null}
      </ScreenHeader>
      <MasterList
        label={texts.role.listTitle}
        list={list}
        columns={columns}
        rowKey={(r) => r.id_role}
        statusOf={(r) => r.status}
        canWrite={canWrite}
        onRowAction={(action, row) =>
          action === 'edit'
            ? navigate(paths.roles.edit(row.id_role))
            : status.request(action, { id: row.id_role, status: row.status })
        }
        extraActions={(row) =>
          row.status === 'ENABLE' ? (
            <Button size="sm" tone="secondary" onClick={() => setAccessFor(row)}>
              {texts.role.accessRights}
            </Button>
          ) : null
        }
      />
      <RecordStatusDialogs status={status} />
      {accessFor ? (
        <AccessModal
          role={accessFor}
          onClose={() => setAccessFor(null)}
          onSaved={() => {
            setAccessFor(null);
            list.reload();
          }}
        />
      ) : null}
    </>
  );
}
