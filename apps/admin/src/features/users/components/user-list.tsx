import { STATUS } from '@cermat/core';
import type { DataColumn } from '@cermat/ui-kit';
import { ButtonLink } from '@/components/button-link';
import { dateColumns } from '@/components/date-columns';
import { RecordsListScreen } from '@/components/records-list-screen';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { useTexts } from '@/lib/i18n';
import { session } from '@/lib/session';
import type { User } from '@/types/api';
import { writableScreen } from '@/components/screen-adapters';
import { ResetPasswordButton } from './reset-password-button';
import { UserImportButton } from './user-import-button';

/** 'Semua Data User' (spec §2.9). */
function UserList({ canWrite }: { canWrite: boolean }) {
  const texts = useTexts();
  const columns: DataColumn<User>[] = [
    { id: 'username', header: texts.user.username, value: (u) => u.username, sortable: true },
    { id: 'name', header: texts.user.name, value: (u) => u.name, sortable: true },
    ...dateColumns<User>(texts),
  ];
  return (
    <RecordsListScreen
      title={texts.user.listTitle}
      kind="users"
      calls={api.users}
      idOf={(u) => u.user_id}
      columns={columns}
      canWrite={canWrite}
      editPath={paths.users.edit}
      // No one disables or deletes the account it is signed in with (DECISIONS, no lock-out).
      refusal={(action, row) =>
        action !== 'restore' && row.user_id === session.user?.id ? texts.server.ownAccount : null
      }
      // A disabled user gets no link (the server refuses it too).
      extraActions={(row) =>
        row.status === STATUS.ENABLE ? (
          <ResetPasswordButton userId={row.user_id} username={row.username} size="sm" />
        ) : null
      }
      actions={(reload) =>
        canWrite ? (
          <>
            <UserImportButton onImported={reload} />
            <ButtonLink href={paths.users.add()}>{texts.common.add}</ButtonLink>
          </>
        ) : null
      }
    />
  );
}

/** The router's screen (app/screens.ts). */
export default writableScreen(UserList);
