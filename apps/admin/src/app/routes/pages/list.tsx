import { useSnapshot } from 'valtio';
import { PageList } from '@/features/pages/components/page-list';
import { session } from '@/lib/session';

export default function PagesRoute() {
  const { isWrite } = useSnapshot(session);
  return <PageList canWrite={isWrite === 1} />;
}
