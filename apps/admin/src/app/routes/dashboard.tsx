import { LoadFailed } from '@/components/load-failed';
import { ScreenHeader } from '@/components/screen-header';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { useLoad } from '@/hooks/use-load';
import { useTexts } from '@/lib/i18n';
import { api } from '@/lib/api';

export default function DashboardRoute() {
  const texts = useTexts();
  const [state, retry] = useLoad(api.dashboard.get);
  return (
    <>
      <ScreenHeader title={texts.dashboard.title} />
      {state.status === 'ready' ? <DashboardView data={state.data} /> : null}
      {state.status === 'failed' ? <LoadFailed message={state.message} onRetry={retry} /> : null}
    </>
  );
}
