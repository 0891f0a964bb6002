import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadRoute } from './app/route-view';
import { currentHashRoute } from './lib/hash-location';
import { isSignedIn, session } from './lib/session';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
const here = currentHashRoute();
const signedIn = isSignedIn(session);
// A signed-in user's list is asked for at once, beside the code that will show it.
const lists = signedIn
  ? import('./lib/list-preload').then((preload) => {
      preload.preloadList(here);
      preload.followNavigations();
    })
  : null;
// The first screen renders once its code is there: no fallback first, then no reveal throttle.
// In slices (a transition): the list's request, and the answers, get through while it renders.
void Promise.all([preloadRoute(here, signedIn), lists])
  .catch(() => undefined)
  .then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
