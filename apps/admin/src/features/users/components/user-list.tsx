import type { DataColumn } from '@cermat/ui-kit';
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
import type { User } from '@/types/api';
import { changeUserStatus } from '../api/change-user-status';
import { getUsers } from '../api/get-users';

/** 'Semua Data User' (spec §2.9). */
export function UserList({ canWrite }: { canWrite: boolean }) {
  const texts = useTexts();
  const list = useMasterList('users', getUsers);
  const updatedAt = (id: string | number) =>
    list.rows.find((row) => row.user_id === Number(id))?.updated_at ?? '';
  const status = useRecordStatus(
    (change) => changeUserStatus(change, updatedAt(change.id)),
    list.reload,
  );
  const columns: DataColumn<User>[] = [
    { id: 'username', header: texts.user.username, value: (u) => u.username, sortable: true },
    { id: 'name', header: texts.user.name, value: (u) => u.name, sortable: true },
    {
      id: 'created_at',
      header: texts.common.createdAt,
      value: (u) => formatDateTime(u.created_at),
      sortable: true,
    },
    {
      id: 'updated_at',
      header: texts.common.updatedAt,
      value: (u) => formatDateTime(u.updated_at),
      sortable: true,
    },
  ];
  return (
    <>
      <ScreenHeader title={texts.user.listTitle}>
        {canWrite ? <ButtonLink href={paths.users.add()}>{texts.common.add}</ButtonLink> : null}
      </ScreenHeader>
      <MasterList
        label={texts.user.listTitle}
        list={list}
        columns={columns}
        rowKey={(u) => u.user_id}
        statusOf={(u) => u.status}
        canWrite={canWrite}
        onRowAction={(action, row) =>
          action === 'edit'
            ? navigate(paths.users.edit(row.user_id))
            : status.request(action, { id: row.user_id, status: row.status })
        }
      />
      <RecordStatusDialogs status={status} />
    </>
  );
}
