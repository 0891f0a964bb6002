import { useSnapshot } from 'valtio';
import { MenuList } from '@/features/menus/components/menu-list';
import { session } from '@/lib/session';

export default function MenusRoute() {
  const { isWrite } = useSnapshot(session);
  return <MenuList canWrite={isWrite === 1} />;
}
