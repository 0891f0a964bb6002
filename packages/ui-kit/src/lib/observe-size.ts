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
      for (const entry of entries) measures.get(entry.target)?.();
    });
  measures.set(element, measure);
  observer.observe(element);
  return () => {
    measures.delete(element);
    observer?.unobserve(element);
  };
}
