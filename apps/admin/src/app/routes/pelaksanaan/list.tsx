import { PelaksanaanList } from '@/features/pelaksanaan/components/pelaksanaan-list';
import { useScreenRights } from '../../screen-rights';

export default function PelaksanaanRoute() {
  const { isWrite } = useScreenRights();
  return <PelaksanaanList canWrite={isWrite} />;
}
