/**
 * One request made ahead of the screen that needs it: `take` with the same key hands it over,
 * once; any other `take`, a newer `hold` or a `drop` (a write) ends it unused.
 */
export interface PreloadSlot<T> {
  hold(key: string, value: T): void;
  take(key: string): T | undefined;
  drop(): void;
}

export function createPreloadSlot<T>(): PreloadSlot<T> {
  let held: { key: string; value: T } | null = null;
  return {
    hold: (key, value) => {
      held = { key, value };
    },
    take: (key) => {
      const found = held?.key === key ? held.value : undefined;
      held = null;
      return found;
    },
    drop: () => {
      held = null;
    },
  };
}
