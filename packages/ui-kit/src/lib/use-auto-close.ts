import { useEffect, useRef } from 'react';

/** Calls `onDone` once `ms` after `active` turns true; cancelled if it turns false or unmounts first. */
export function useAutoClose(active: boolean, ms: number, onDone: () => void): void {
  // The latest callback, so a parent re-render does not restart the countdown.
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => done.current(), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
}
