import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '@/lib/api-errors';
import { useProgress } from '@/lib/progress';

export type Load<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };

/** Loads data for a screen once (and again on `retry`), counting in the progress bar. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[] = []) {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
    // The caller names what the load depends on.
  }, [attempt, ...deps]);
  useProgress(state.status === 'loading');
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry] as const;
}
