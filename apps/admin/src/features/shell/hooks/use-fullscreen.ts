import { useEffect, useState } from 'react';

/** Whether the page is full screen, and a toggle; Escape leaving full screen is seen too. */
export function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const follow = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  const toggle = () => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    // A refusal (no user gesture, an iframe without permission) leaves the page as it is.
    void change.catch(() => undefined);
  };
  return [on, toggle];
}
