import { RoleMenu } from '@/features/menus/components/role-menu';

export default function RoleMenuRoute() {
  return <RoleMenu />;
}
