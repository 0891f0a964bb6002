import { RoleForm } from '@/features/roles/components/role-form';
import type { ScreenProps } from '../../screen-props';

export default function RoleFormRoute({ params }: ScreenProps) {
  return <RoleForm id={params.id === undefined ? undefined : Number(params.id)} />;
}
