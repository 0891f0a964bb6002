import { useSnapshot } from 'valtio';
import { UserList } from '@/features/users/components/user-list';
import { session } from '@/lib/session';

export default function UsersRoute() {
  const { isWrite } = useSnapshot(session);
  return <UserList canWrite={isWrite === 1} />;
}
