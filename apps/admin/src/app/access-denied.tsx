import { ACCESS_DENIED_MS } from '@cermat/core';
import { AccessDeniedDialog } from '@cermat/ui-kit';
import { paths } from '@/config/paths';
import { navigate } from '@/lib/hash-location';

/** The access-denied warning for 2 s, then the dashboard (spec §4). Its own chunk: dialogs are heavy. */
export default function AccessDenied() {
  return (
    <AccessDeniedDialog
      open
      autoCloseMs={ACCESS_DENIED_MS}
      onClose={() => navigate(paths.dashboard(), { replace: true })}
    />
  );
}
