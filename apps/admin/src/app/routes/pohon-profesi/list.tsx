import { PohonProfesiList } from '@/features/pohon-profesi/components/pohon-profesi-list';
import { useScreenRights } from '../../screen-rights';

export default function PohonProfesiRoute() {
  const { isWrite } = useScreenRights();
  return <PohonProfesiList canWrite={isWrite} />;
}
