import { PageForm } from '@/features/pages/components/page-form';
import type { ScreenProps } from '../../screen-props';

export default function PageFormRoute({ params }: ScreenProps) {
  return <PageForm id={params.id === undefined ? undefined : Number(params.id)} />;
}
