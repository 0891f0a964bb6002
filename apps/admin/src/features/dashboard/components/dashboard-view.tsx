import { LIST_KINDS, MASTERS, type ListKind } from '@cermat/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ButtonLink } from '@/components/button-link';
import { entityLabel } from '@/components/audit-labels';
import { paths } from '@/config/paths';
import type { DashboardData } from '@/types/api';
import { fill, useTexts } from '@/lib/i18n';

export interface DashboardViewProps {
  data: DashboardData;
  /** The masters the active role may write: a shortcut to add one of each. */
  writable: readonly ListKind[];
  /** The latest changes, when the role may read the audit trail. */
  recent?: ReactNode;
}

/**
 * The count cards of the master data the active role may read, each a link to its list;
 * shortcuts to add what the role may write; the latest changes; and the user's roles.
 */
export function DashboardView({ data, writable, recent }: DashboardViewProps) {
  const texts = useTexts();
  const counted = LIST_KINDS.filter((kind) => data.counts[MASTERS[kind].entity] !== undefined);
  return (
    <div className="grid gap-6">
      <section aria-labelledby="dashboard-counts">
        <h2 id="dashboard-counts" className="mb-3 text-lg font-semibold">
          {texts.dashboard.counts}
        </h2>
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
          {counted.map((kind) => {
            const { entity } = MASTERS[kind];
            return (
              <div
                key={kind}
                className="relative rounded-lg border border-border bg-surface p-4 focus-within:outline-2 focus-within:outline-ring hover:border-primary"
                data-count={entity}
              >
                <dt className="text-sm text-muted-fg">
                  {/* The whole card is the link's target (its ::after covers it). */}
                  <Link
                    href={paths[kind].list()}
                    className="after:absolute after:inset-0 focus-visible:outline-none"
                  >
                    {entityLabel(texts, entity)}
                  </Link>
                </dt>
                <dd className="text-3xl font-semibold">{data.counts[entity]}</dd>
              </div>
            );
          })}
        </dl>
      </section>
      {writable.length > 0 ? (
        <section aria-labelledby="dashboard-shortcuts">
          <h2 id="dashboard-shortcuts" className="mb-3 text-lg font-semibold">
            {texts.dashboard.shortcuts}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {writable.map((kind) => (
              <li key={kind}>
                <ButtonLink href={paths[kind].add()}>
                  {fill(texts.dashboard.add, { name: entityLabel(texts, MASTERS[kind].entity) })}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {recent}
      <section aria-labelledby="dashboard-roles">
        <h2 id="dashboard-roles" className="mb-3 text-lg font-semibold">
          {texts.dashboard.myRoles}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {data.roles.map((role) => (
            <li key={role.id_role} className="rounded-full bg-muted px-3 py-1 text-sm">
              {role.role_name}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
