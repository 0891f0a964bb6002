import { useEffect, useState } from 'react';

// Once per page load (spec §2.13's preloader), not on every screen change.
let shown = false;

/** Whether the preloader covers the page now, and what ends it. */
export function usePreloader(enabled: boolean): [boolean, () => void] {
  const [active, setActive] = useState(() => enabled && !shown);
  // Noted once shown on screen (committed), not while rendering: a render React throws away
  // (a suspended screen) must not use up the one showing.
  useEffect(() => {
    if (active) shown = true;
  }, [active]);
  return [active, () => setActive(false)];
}
