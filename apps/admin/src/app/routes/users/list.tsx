import { UserList } from '@/features/users/components/user-list';
import { useScreenRights } from '../../screen-rights';

export default function UsersRoute() {
  const { isWrite } = useScreenRights();
  return <UserList canWrite={isWrite} />;
}
