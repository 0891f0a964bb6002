import type { RouteDef } from '@cermat/core';
import { ErrorDialog } from '@cermat/ui-kit';
import { lazy, useMemo, type ReactNode } from 'react';
import { useProgress } from '@/lib/progress';
import { loadRouteRights } from './route-rights';
import { ReloadableScreen } from '@/components/screen-reload';
import { ScreenRightsContext } from '@/hooks/use-screen-rights';
import { useRouteGuard } from './use-route-guard';

const AccessDenied = lazy(() => import('./access-denied'));

/**
 * Shows the screen once core's guard allows it; the access-denied warning otherwise, and an
 * error (closing it asks again) when the rights could not be read at all.
 */
export function GuardedScreen({ route, children }: { route: RouteDef; children: ReactNode }) {
  const { state, rights, failure, retry } = useRouteGuard(route, loadRouteRights);
  const isRead = rights?.isRead ?? false;
  const isWrite = rights?.isWrite ?? false;
  const value = useMemo(() => ({ isRead, isWrite }), [isRead, isWrite]);
  useProgress(state === 'checking');
  if (state === 'allowed') {
    return (
      <ScreenRightsContext.Provider value={value}>
        <ReloadableScreen>{children}</ReloadableScreen>
      </ScreenRightsContext.Provider>
    );
  }
  if (state === 'warning') return <AccessDenied />;
  // The rights could not be read (not refused): say why; closing asks again.
  if (state === 'failed') return <ErrorDialog open message={failure} onClose={retry} />;
  return null;
}
