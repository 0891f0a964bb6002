import { useSnapshot } from 'valtio';
import { UserList } from '@/features/users/components/user-list';
import { session } from '@/lib/session';

export default function UsersRoute() {
  const { rights } = useSnapshot(session);
  return <UserList canWrite={rights.isWrite} />;
}
