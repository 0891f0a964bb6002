import type { RouteDef } from '@cermat/core';
import type { ReactNode } from 'react';
import { LeaveDialog } from '@/components/leave-dialog';
import { Layout } from '@/features/shell/components/layout';
import { GuardedScreen } from '../guarded-screen';
import { usePreloadAhead, type RoutePreloader } from '../preload-ahead';

export interface ShellProps {
  route: RouteDef;
  /** Loads a route's code ahead (the router's, passed down: the shell is its own chunk). */
  preload: RoutePreloader;
  children: ReactNode;
}

/** The frame of every signed-in screen; a menu's screen shows once the route guard allows it. */
export default function ShellRoute({ route, preload, children }: ShellProps) {
  const onLinkIntent = usePreloadAhead(preload);
  return (
    <Layout breadcrumb={route.breadcrumb} onLinkIntent={onLinkIntent}>
      {route.kind === 'public' ? (
        children
      ) : (
        <GuardedScreen key={route.name} route={route}>
          {children}
        </GuardedScreen>
      )}
      {/* Every form lives in the shell: its leave question is asked here. */}
      <LeaveDialog />
    </Layout>
  );
}
