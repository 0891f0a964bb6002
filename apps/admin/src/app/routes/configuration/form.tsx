import { ConfigurationForm } from '@/features/configuration/components/configuration-form';
import { useScreenRights } from '../../screen-rights';

export default function ConfigurationRoute() {
  const { isWrite } = useScreenRights();
  return <ConfigurationForm canWrite={isWrite} />;
}
