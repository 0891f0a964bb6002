import { PohonProfesiForm } from '@/features/pohon-profesi/components/pohon-profesi-form';
import type { ScreenProps } from '../../screen-props';

export default function PohonProfesiFormRoute({ params }: ScreenProps) {
  return <PohonProfesiForm id={params.id === undefined ? undefined : Number(params.id)} />;
}
