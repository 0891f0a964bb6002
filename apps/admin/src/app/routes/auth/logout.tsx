import { useSignOut } from '@/features/auth/hooks/use-sign-out';

export default function LogoutRoute() {
  useSignOut();
  return null;
}
