import { PelaksanaanForm } from '@/features/pelaksanaan/components/pelaksanaan-form';
import type { ScreenProps } from '../../screen-props';

export default function PelaksanaanFormRoute({ params }: ScreenProps) {
  return <PelaksanaanForm id={params.id === undefined ? undefined : Number(params.id)} />;
}
