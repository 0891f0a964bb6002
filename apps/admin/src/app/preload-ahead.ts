import { useCallback, useEffect, useRef } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import { paths } from '@/config/paths';
import { followNavigations } from '@/lib/list-preload';
import { progress } from '@/lib/progress';
import { session } from '@/lib/session';

/** Starts loading a signed-in route's code ('/path?query'); `route-view.ts` has the console's. */
export type RoutePreloader = (to: string) => Promise<unknown>;

type Later = (run: () => void) => () => void;

// Safari has no requestIdleCallback: a timeout after the current work is the nearest thing.
const whenIdle: Later =
  typeof requestIdleCallback === 'function'
    ? (run) => {
        const id = requestIdleCallback(run);
        return () => cancelIdleCallback(id);
      }
    : (run) => {
        const id = setTimeout(run, 1);
        return () => clearTimeout(id);
      };

/**
 * Once nothing loads (the screen on view has its code and its data) and the page is idle: code
 * fetched for later must not compete with what the user waits for now.
 */
const whenSettled: Later = (run) => {
  let cancel: (() => void) | null = null;
  const check = () => {
    if (progress.pending > 0 || cancel) return;
    stop();
    cancel = whenIdle(run);
  };
  const stop = subscribe(progress, check);
  check();
  return () => {
    stop();
    cancel?.();
  };
};

const quietly = (loading: Promise<unknown>) => void loading.catch(() => undefined);

/**
 * Inside the console: each move sends its list's first request at once, and once the screen
 * on view has settled, the code of every screen the side menu links to (and of the sign-in)
 * loads at an idle moment, so a click shows its screen without waiting for code. Answers
 * what to do with a link the user points at or moves the focus to (`href` '#/path?query'):
 * load its screen's code while the click is on its way.
 */
export function usePreloadAhead(preload: RoutePreloader): (href: string) => void {
  const { filtered_menu: menus } = useSnapshot(session);
  useEffect(followNavigations, []);
  useEffect(
    () =>
      whenSettled(() => {
        for (const menu of menus) {
          if (menu.menu_master_link_path) quietly(preload(menu.menu_master_link_path));
        }
        // Signing out (or a session ending) leads there: no wait on the way out either.
        quietly(preload(paths.login()));
      }),
    [menus, preload],
  );
  const pointedAt = useRef<string | null>(null);
  return useCallback(
    (href: string) => {
      if (!href.startsWith('#/') || href === pointedAt.current) return;
      pointedAt.current = href;
      quietly(preload(href.slice(1)));
    },
    [preload],
  );
}
