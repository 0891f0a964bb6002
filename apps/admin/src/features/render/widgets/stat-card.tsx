import { MENU_LINK, menuByLinkName } from '@cermat/core';
import { useLoad } from '@/hooks/use-load';
import { api } from '@/lib/api';
import { useTexts } from '@/lib/i18n';
import { WidgetCard } from './widget-card';

/** The menu behind each count the dashboard call answers; its label names the count. */
const MENUS = {
  role: MENU_LINK.roles,
  user: MENU_LINK.users,
  menu: MENU_LINK.menus,
  page: MENU_LINK.pages,
  pohon_profesi: MENU_LINK.pohonProfesi,
} as const;

const getCounts = async () => (await api.dashboard.get()).counts;

/** The master data counts the active role may read. */
export function StatCard() {
  const texts = useTexts();
  const [counts] = useLoad(getCounts);
  return (
    <WidgetCard title={texts.dashboard.counts}>
      {counts.status === 'ready' ? (
        <dl className="grid grid-cols-2 gap-3">
          {Object.entries(MENUS).map(([key, menu]) => {
            const count = counts.data[key as keyof typeof MENUS];
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
