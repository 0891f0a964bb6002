import { LIST_KINDS, MASTERS } from '@cermat/core';
import { entityLabel } from '@/components/audit-labels';
import type { DashboardData } from '@/types/api';
import { useTexts } from '@/lib/i18n';

/** A count per master, keyed by its entity, in the side menu's order. */
const COUNT_KEYS = LIST_KINDS.map((kind) => MASTERS[kind].entity);

/** The count cards of the master data the active role may read, and the user's roles. */
export function DashboardView({ data }: { data: DashboardData }) {
  const texts = useTexts();
  const counts = COUNT_KEYS.filter((key) => data.counts[key] !== undefined);
  return (
    <div className="grid gap-6">
      <section aria-labelledby="dashboard-counts">
        <h2 id="dashboard-counts" className="mb-3 text-lg font-semibold">
          {texts.dashboard.counts}
        </h2>
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
          {counts.map((key) => (
            <div
              key={key}
              className="rounded-lg border border-border bg-surface p-4"
              data-count={key}
            >
              <dt className="text-sm text-muted-fg">{entityLabel(texts, key)}</dt>
              <dd className="text-3xl font-semibold">{data.counts[key]}</dd>
            </div>
          ))}
        </dl>
      </section>
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
