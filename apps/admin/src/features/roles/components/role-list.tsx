import { STATUS } from '@cermat/core';
import { Button, type DataColumn } from '@cermat/ui-kit';
import { useRef, useState } from 'react';
import { ButtonLink } from '@/components/button-link';
import { dateColumns } from '@/components/date-columns';
import { RecordsListScreen } from '@/components/records-list-screen';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { useTexts } from '@/lib/i18n';
import { session } from '@/lib/session';
import type { Role } from '@/types/api';
import { AccessModal } from './access-modal';
import { writableScreen } from '@/components/screen-adapters';

// master/role deletes by id_role (spec §7); the list screen speaks of ids.
const calls = {
  ...api.roles,
  remove: ({ id }: { id: number }) => api.roles.remove({ id_role: id }),
};

/** 'Semua Data Role' (spec §2.3): the common list plus the 'Hak Akses' modal per row. */
export function RoleList({ canWrite }: { canWrite: boolean }) {
  const texts = useTexts();
  const [accessFor, setAccessFor] = useState<Role | null>(null);
  const reloadList = useRef<() => void>(() => undefined);
  const columns: DataColumn<Role>[] = [
    { id: 'role_name', header: texts.role.columnName, value: (r) => r.role_name, sortable: true },
    {
      id: 'role_description',
      header: texts.role.columnDescription,
      value: (r) => r.role_description,
      sortable: true,
    },
    ...dateColumns<Role>(texts),
  ];
  return (
    <>
      <RecordsListScreen
        title={texts.role.listTitle}
        kind="roles"
        calls={calls}
        idOf={(r) => r.id_role}
        columns={columns}
        canWrite={canWrite}
        editPath={paths.roles.edit}
        deleteTexts="role"
        // The role this session works with is never disabled or deleted from under it.
        refusal={(action, row) =>
          action !== 'restore' && row.id_role === session.session_role_active_id
            ? texts.server.ownRole
            : null
        }
        actions={
          canWrite ? <ButtonLink href={paths.roles.add()}>{texts.common.add}</ButtonLink> : null
        }
        extraActions={(row, reload) =>
          row.status === STATUS.ENABLE ? (
            <Button
              size="sm"
              tone="secondary"
              onClick={() => {
                reloadList.current = reload;
                setAccessFor(row);
              }}
            >
              {texts.role.accessRights}
            </Button>
          ) : null
        }
      />
      {accessFor ? (
        <AccessModal
          role={accessFor}
          onClose={() => setAccessFor(null)}
          onSaved={() => {
            setAccessFor(null);
            reloadList.current();
          }}
        />
      ) : null}
    </>
  );
}

/** The router's screen (app/screens.ts). */
export default writableScreen(RoleList);
