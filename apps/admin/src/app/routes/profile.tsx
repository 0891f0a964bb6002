import { useSnapshot } from 'valtio';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { session } from '@/lib/session';

export default function ProfileRoute() {
  const { user } = useSnapshot(session);
  return user ? <ProfileForm userId={user.id} /> : null;
}
