import { guardSession, openableScreens, type RouteDef } from '@cermat/core';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { LeaveDialog } from '@/components/leave-dialog';
import { Layout } from '@/features/shell/components/layout';
import Palette from '@/features/palette/components/palette';
import { onApple, usePaletteShortcut } from '@/features/palette/hooks/use-palette-shortcut';
import { useTexts } from '@/lib/i18n';
import { session, type SessionState } from '@/lib/session';
import { GuardedScreen } from '../guarded-screen';
import { heldRights } from '../held-rights';
import { usePreloadAhead, type RoutePreloader } from '../preload-ahead';

export interface ShellProps {
  route: RouteDef;
  /** Loads a route's code ahead (the router's, passed down: the shell is its own chunk). */
  preload: RoutePreloader;
  children: ReactNode;
}

/** The palette's state: shut until asked, kept mounted once asked (it closes with its animation). */
function usePalette() {
  const texts = useTexts();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const show = useCallback(() => {
    setAsked(true);
    setOpen(true);
  }, []);
  usePaletteShortcut(show);
  const held = useSnapshot(session);
  // What the route guard would let through on the rights the session holds (core's rule).
  const screens = useMemo(
    () => openableScreens(guardSession(held as SessionState), (route) => heldRights(held, route)),
    [held],
  );
  const apple = onApple();
  return {
    button: {
      onOpen: show,
      shortcut: apple ? texts.palette.shortcutMac : texts.palette.shortcut,
      keys: apple ? 'Meta+K' : 'Control+K',
    },
    // Part of the shell's chunk, never of the sign-in page's: a chunk of its own would cost
    // /login a line in the entry's table of chunks, and /login has no bytes to spare.
    dialog: asked ? <Palette open={open} onClose={() => setOpen(false)} screens={screens} /> : null,
  };
}

/** The frame of every signed-in screen; a menu's screen shows once the route guard allows it. */
export default function ShellRoute({ route, preload, children }: ShellProps) {
  const onLinkIntent = usePreloadAhead(preload);
  const palette = usePalette();
  return (
    <Layout breadcrumb={route.breadcrumb} onLinkIntent={onLinkIntent} palette={palette.button}>
      {route.kind === 'public' ? (
        children
      ) : (
        <GuardedScreen key={route.name} route={route}>
          {children}
        </GuardedScreen>
      )}
      {/* Every form lives in the shell: its leave question is asked here. */}
      <LeaveDialog />
      {palette.dialog}
    </Layout>
  );
}
