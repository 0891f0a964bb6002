import { LoadFailed } from '@/components/load-failed';
import { ScreenHeader } from '@/components/screen-header';
import { getDashboard } from '@/features/dashboard/api/get-dashboard';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { useLoad } from '@/hooks/use-load';
import { useTexts } from '@/lib/i18n';

export default function DashboardRoute() {
  const texts = useTexts();
  const [state, retry] = useLoad(getDashboard);
  return (
    <>
      <ScreenHeader title={texts.dashboard.title} />
      {state.status === 'ready' ? <DashboardView data={state.data} /> : null}
      {state.status === 'failed' ? <LoadFailed message={state.message} onRetry={retry} /> : null}
    </>
  );
}
