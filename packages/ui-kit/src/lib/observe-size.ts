// One observer for every element the kit watches, instead of one each: a 500-row page
// mounts hundreds of cells. Its first report of an element comes once the page is laid out,
// before it is painted, so nothing reads the layout while React commits (each such read
// forced a layout of the page).
const measures = new WeakMap<Element, () => void>();
let observer: ResizeObserver | undefined;

/**
 * Calls `measure` once `element` is laid out and whenever its size changes, until the
 * returned function stops it. Without ResizeObserver (jsdom, which lays nothing out) it
 * measures at once.
 */
export function observeSize(element: Element, measure: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    measure();
    return () => {};
  }
  // Made anew when ResizeObserver was replaced (a test's stand-in).
  if (!(observer instanceof ResizeObserver))
    observer = new ResizeObserver((entries) => {
      // Each measure once, however many of its elements moved: a table fits its action
      // column once for all its cells, its reads before its writes.
      const due = new Set(entries.map((entry) => measures.get(entry.target)));
      for (const measure of due) measure?.();
    });
  measures.set(element, measure);
  observer.observe(element);
  return () => {
    measures.delete(element);
    observer?.unobserve(element);
  };
}
