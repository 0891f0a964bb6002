import { PageList } from '@/features/pages/components/page-list';
import { useScreenRights } from '../../screen-rights';

export default function PagesRoute() {
  const { isWrite } = useScreenRights();
  return <PageList canWrite={isWrite} />;
}
