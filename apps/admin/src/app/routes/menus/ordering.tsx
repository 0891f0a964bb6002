import { MenuOrdering } from '@/features/menus/components/menu-ordering';

export default function MenuOrderingRoute() {
  return <MenuOrdering />;
}
