import { RoleList } from '@/features/roles/components/role-list';
import { useScreenRights } from '../../screen-rights';

export default function RolesRoute() {
  const { isWrite } = useScreenRights();
  return <RoleList canWrite={isWrite} />;
}
