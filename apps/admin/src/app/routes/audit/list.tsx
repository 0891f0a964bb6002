import { AuditList } from '@/features/audit/components/audit-list';

export default function AuditRoute() {
  return <AuditList />;
}
