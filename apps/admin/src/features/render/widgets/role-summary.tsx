import { useSnapshot } from 'valtio';
import { useTexts } from '@/lib/i18n';
import { session } from '@/lib/session';
import { WidgetCard } from './widget-card';

/** The signed-in user's roles, the active one marked. */
export function RoleSummary() {
  const texts = useTexts();
  const snap = useSnapshot(session);
  return (
    <WidgetCard title={texts.dashboard.myRoles}>
      <ul className="flex flex-wrap gap-2">
        {snap.session_role.map((role) => (
          <li
            key={role.id_role}
            aria-current={role.id_role === snap.session_role_active_id || undefined}
            className="rounded-full bg-muted px-3 py-1 text-sm aria-[current]:bg-primary aria-[current]:text-primary-fg"
          >
            {role.role_name}
          </li>
        ))}
      </ul>
    </WidgetCard>
  );
}
