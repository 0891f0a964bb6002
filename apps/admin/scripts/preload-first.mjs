// index.html fetches, beside the entry, the chunks the first screen asks for next: the
// sign-in screen's, and the API client's request code (it loads with the first call, which
// every first screen makes). Otherwise each waits for the entry to download and run first:
// one round trip more before the sign-in form, and before a signed-in screen's first
// request. A signed-in screen needs most of the sign-in screen's chunks too.

/** Every chunk file reachable from `files` through static imports, `files` included. */
function staticClosure(chunks, files) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  files.forEach(visit);
  return seen;
}

/**
 * The files to preload: the chunks holding `modules` (source paths, matched by their end)
 * with their static imports, less what the entry already brings.
 */
export function firstChunks(chunks, modules) {
  const entry = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const wanted = modules.map((module) => {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
    if (!chunk) throw new Error(`no chunk holds ${module}`);
    return chunk.fileName;
  });
  const have = staticClosure(chunks, entry);
  return [...staticClosure(chunks, wanted)].filter((file) => !have.has(file));
}

/** The Vite plugin: a modulepreload link in index.html for each of `firstChunks`. */
export function preloadFirst(modules) {
  return {
    name: 'cermat:preload-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        return firstChunks(chunks, modules).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

/**
 * What a lazily loaded chunk need not list among the files to fetch beside it: the entry and
 * everything it imports statically, there before any chunk is asked for. `plugin` learns them
 * as the bundle is written; `resolveDependencies` (build.modulePreload) leaves them out of each
 * list, so the entry, which carries every list, carries fewer names.
 */
export function entryFiles() {
  const files = new Set();
  return {
    plugin: {
      name: 'cermat:entry-files',
      apply: 'build',
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const entry = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
        for (const file of staticClosure(chunks, entry)) files.add(file);
      },
    },
    resolveDependencies: (_file, deps) => deps.filter((dep) => !files.has(dep)),
  };
}
