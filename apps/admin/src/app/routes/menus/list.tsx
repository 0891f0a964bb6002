import { MenuList } from '@/features/menus/components/menu-list';
import { useScreenRights } from '../../screen-rights';

export default function MenusRoute() {
  const { isWrite } = useScreenRights();
  return <MenuList canWrite={isWrite} />;
}
