import { useSnapshot } from 'valtio';
import { PohonProfesiList } from '@/features/pohon-profesi/components/pohon-profesi-list';
import { session } from '@/lib/session';

export default function PohonProfesiRoute() {
  const { isWrite } = useSnapshot(session);
  return <PohonProfesiList canWrite={isWrite === 1} />;
}
