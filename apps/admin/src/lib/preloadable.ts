import { createElement, use, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads on demand, and can be asked for ahead of its first render. */
export interface Preloadable<P> {
  (props: P): ReactNode;
  /** Starts loading the code (once; again after a failure); resolves when it can render. */
  preload(): Promise<ComponentType<P>>;
}

/**
 * Like React's `lazy`, but once the code is there it renders at once: `lazy` suspends on its
 * first render even when the code already arrived, and a suspension shows a fallback (or holds
 * the old screen) for at least React's reveal throttle. Preloading on hover, at idle or before
 * the first render then saves the whole wait.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  // React's `use` reads a promise's `status` and `value` and does not suspend on one marked
  // fulfilled: every render calls `use` (a render that suspended must call it again when it
  // resumes), and once the code is there none of them waits.
  let loading:
    (Promise<ComponentType<P>> & { status?: 'fulfilled'; value?: ComponentType<P> }) | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => Object.assign(loading!, { status: 'fulfilled', value: module.default }).value,
      (error: unknown) => {
        // A failed load (offline) is tried again by the next render or preload.
        loading = null;
        throw error;
      },
    ));
  const Component = (props: P) => createElement(use(preload()), props);
  return Object.assign(Component, { preload });
}
