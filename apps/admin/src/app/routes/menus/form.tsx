import { MenuForm } from '@/features/menus/components/menu-form';
import type { ScreenProps } from '../../screen-props';

export default function MenuFormRoute({ params }: ScreenProps) {
  return <MenuForm id={params.id === undefined ? undefined : Number(params.id)} />;
}
