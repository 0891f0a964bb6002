import { matchRoute } from '@cermat/core';
import { lazy } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { currentHashRoute } from '@/lib/hash-location';
import { loadTexts } from '@/lib/i18n';
import { isSignedIn, session } from '@/lib/session';
import { GuardedScreen } from './guarded-screen';
import { screenFor } from './screens';

// The shell is a chunk of its own: /login never loads it. The product texts it needs come
// alongside, not after it.
const Shell = lazy(() => {
  void loadTexts();
  return import('./routes/shell');
});

/** Public screens a signed-in user sees inside the shell (the menu stays at hand). */
const IN_SHELL_WHEN_SIGNED_IN = new Set(['forbidden', 'not-found']);

/**
 * The complete route table of spec §2.1, matched by core; anything else is /404.
 * The shell stays mounted while the user moves between its screens.
 */
export function AppRouter() {
  const [path] = useLocation();
  const signedIn = isSignedIn(useSnapshot(session));
  const match = matchRoute(path);
  if (!match) return <Redirect to={paths.notFound()} replace />;
  const { route, params } = match;
  // Signed out: straight to the sign-in, without loading the shell first.
  if (!signedIn && route.kind !== 'public') {
    return <Redirect to={paths.login(currentHashRoute())} replace />;
  }
  const Screen = screenFor(route);
  const screen = <Screen key={`${route.name}:${path}`} route={route} params={params} />;
  if (route.kind === 'public') {
    return signedIn && IN_SHELL_WHEN_SIGNED_IN.has(route.name) ? (
      <Shell route={route}>{screen}</Shell>
    ) : (
      screen
    );
  }
  return (
    <Shell route={route}>
      <GuardedScreen key={route.name} route={route}>
        {screen}
      </GuardedScreen>
    </Shell>
  );
}
