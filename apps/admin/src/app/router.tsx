import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { currentHashRoute } from '@/lib/hash-location';
import { isSignedIn, session } from '@/lib/session';
import { isNewest } from '@/lib/shown-location';
import { preloadRoute, routeView } from './route-view';
import { screenFor, Shell } from './screens';

const preloadSignedIn = (to: string) => preloadRoute(to, true);

/**
 * The route's screen, in the shell where it belongs (spec §2.1). The shell stays mounted while
 * the user moves between its screens; the screen on view stays until the next one is ready.
 */
export function AppRouter() {
  // The shown location: it lags the newest one while the next screen gets ready.
  const [path] = useLocation();
  const signedIn = isSignedIn(useSnapshot(session));
  const view = routeView(path, signedIn, currentHashRoute());
  if ('redirect' in view) {
    // A newer move (the sign-in after a sign-out, say) is under way: it decides, not this one.
    return isNewest(path) ? <Redirect to={view.redirect} replace /> : null;
  }
  const { route, params } = view;
  const Screen = screenFor(route);
  const screen = <Screen key={`${route.name}:${path}`} route={route} params={params} />;
  return view.inShell ? (
    <Shell route={route} preload={preloadSignedIn}>
      {screen}
    </Shell>
  ) : (
    screen
  );
}
