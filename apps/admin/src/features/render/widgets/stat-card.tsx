import { LIST_KINDS, MASTERS, menuByLinkName } from '@cermat/core';
import { useLoad } from '@/hooks/use-load';
import { api } from '@/lib/api';
import { useTexts } from '@/lib/i18n';
import { WidgetCard } from './widget-card';

/** Each master's count the dashboard call answers (by its entity), named by its menu's label. */
const COUNTS = LIST_KINDS.map((kind) => [MASTERS[kind].entity, MASTERS[kind].menu] as const);

const getCounts = async () => (await api.dashboard.get()).counts;

/** The master data counts the active role may read. */
export function StatCard() {
  const texts = useTexts();
  const [counts] = useLoad(getCounts);
  return (
    <WidgetCard title={texts.dashboard.counts}>
      {counts.status === 'ready' ? (
        <dl className="grid grid-cols-2 gap-3">
          {COUNTS.map(([key, menu]) => {
            const count = counts.data[key];
            return count === undefined ? null : (
              <div key={key} data-count={key}>
                <dt className="text-sm text-muted-fg">{menuByLinkName(menu)?.label}</dt>
                <dd className="text-2xl font-semibold">{count}</dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <p className="text-muted-fg">
          {counts.status === 'failed' ? counts.message : texts.common.loading}
        </p>
      )}
    </WidgetCard>
  );
}
