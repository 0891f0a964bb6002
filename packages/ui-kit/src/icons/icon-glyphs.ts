import { useEffect, useState } from 'react';

type Glyphs = Readonly<Record<string, readonly string[]>>;

let loaded: Glyphs | undefined;
let loading: Promise<Glyphs | undefined> | undefined;

/**
 * The icon set, fetched once as its own chunk: the sign-in screen never pays for it. A failed
 * fetch (a deploy replaced the chunk) leaves icons blank and lets the next mount try again.
 */
function loadGlyphs() {
  loading ??= import('./icon-data.generated').then(
    (module) => (loaded = module.glyphs),
    () => {
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

/** The icon set once it has arrived (undefined until then). */
export function useGlyphs(): Glyphs | undefined {
  const [glyphs, setGlyphs] = useState(loaded);
  useEffect(() => {
    if (glyphs) return;
    let live = true;
    void loadGlyphs().then((g) => live && setGlyphs(g));
    return () => {
      live = false;
    };
  }, [glyphs]);
  return glyphs;
}

/**
 * The drawn icon among a class list as stored ('bx bx-home', 'bx bxs-star bx-spin'): the first
 * word the set knows, so modifier classes and the 'bx' base class are passed over.
 */
export function glyphName(glyphs: Glyphs, icon: string | null | undefined): string | undefined {
  return icon?.split(/\s+/).find((word) => Object.hasOwn(glyphs, word));
}

/** The class to store for an icon of the set, as boxicons writes it ('bx bxs-home'). */
export const iconClass = (name: string) => `bx ${name}`;
