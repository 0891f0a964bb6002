import type { RouteDef } from '@cermat/core';
import type { ReactNode } from 'react';
import { Layout } from '@/features/shell/components/layout';

export default function ShellRoute({ route, children }: { route: RouteDef; children: ReactNode }) {
  return <Layout breadcrumb={route.breadcrumb}>{children}</Layout>;
}
