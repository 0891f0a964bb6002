import { UserForm } from '@/features/users/components/user-form';
import type { ScreenProps } from '../../screen-props';

export default function UserFormRoute({ params }: ScreenProps) {
  return <UserForm id={params.id === undefined ? undefined : Number(params.id)} />;
}
