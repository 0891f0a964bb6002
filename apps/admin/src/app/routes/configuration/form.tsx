import { useSnapshot } from 'valtio';
import { ConfigurationForm } from '@/features/configuration/components/configuration-form';
import { session } from '@/lib/session';

export default function ConfigurationRoute() {
  const { isWrite } = useSnapshot(session);
  return <ConfigurationForm canWrite={isWrite === 1} />;
}
