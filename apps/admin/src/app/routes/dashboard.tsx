import { LIST_KINDS, MASTERS, routeByName } from '@cermat/core';
import { useSnapshot } from 'valtio';
import { LoadFailed } from '@/components/load-failed';
import { ScreenHeader } from '@/components/screen-header';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { RecentChanges } from '@/features/dashboard/components/recent-changes';
import { useLoad } from '@/hooks/use-load';
import { useTexts } from '@/lib/i18n';
import { api } from '@/lib/api';
import { session } from '@/lib/session';
import { heldRights } from '../held-rights';

export default function DashboardRoute() {
  const texts = useTexts();
  const [state, retry] = useLoad(api.dashboard.get);
  const held = useSnapshot(session);
  // What the active role holds on a route's menu; the server still decides on each call.
  const rightsOn = (name: string) => {
    const route = routeByName(name);
    return route ? heldRights(held, route) : null;
  };
  const writable = LIST_KINDS.filter((kind) => rightsOn(MASTERS[kind].routes.add)?.is_write === 1);
  const mayReadAudit = rightsOn('audit')?.is_read === 1;
  return (
    <>
      <ScreenHeader title={texts.dashboard.title} />
      {state.status === 'ready' ? (
        <DashboardView
          data={state.data}
          writable={writable}
          recent={mayReadAudit ? <RecentChanges /> : null}
        />
      ) : null}
      {state.status === 'failed' ? <LoadFailed message={state.message} onRetry={retry} /> : null}
    </>
  );
}
