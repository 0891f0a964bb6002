import type { RouteDef } from '@cermat/core';
import type { ReactNode } from 'react';
import { LeaveDialog } from '@/components/leave-dialog';
import { Layout } from '@/features/shell/components/layout';

export default function ShellRoute({ route, children }: { route: RouteDef; children: ReactNode }) {
  return (
    <Layout breadcrumb={route.breadcrumb}>
      {children}
      {/* Every form lives in the shell: its leave question is asked here. */}
      <LeaveDialog />
    </Layout>
  );
}
