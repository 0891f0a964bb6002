import { useSnapshot } from 'valtio';
import { RoleList } from '@/features/roles/components/role-list';
import { session } from '@/lib/session';

export default function RolesRoute() {
  const { isWrite } = useSnapshot(session);
  return <RoleList canWrite={isWrite === 1} />;
}
