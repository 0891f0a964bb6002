import type { RouteDef } from '@cermat/core';
import { lazy, type ReactNode } from 'react';
import { useProgress } from '@/lib/progress';
import { loadRouteRights } from './route-rights';
import { useRouteGuard } from './use-route-guard';

const AccessDenied = lazy(() => import('./access-denied'));

/** Shows the screen once core's guard allows it; the access-denied warning otherwise. */
export function GuardedScreen({ route, children }: { route: RouteDef; children: ReactNode }) {
  const state = useRouteGuard(route, loadRouteRights);
  useProgress(state === 'checking');
  if (state === 'allowed') return children;
  if (state === 'warning') return <AccessDenied />;
  return null;
}
