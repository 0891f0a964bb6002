import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTooltip } from '../lib/tooltip';

const className =
  'block max-w-80 truncate rounded-sm focus-visible:outline-2 focus-visible:outline-ring';

// One observer for every cell instead of one each: a 500-row page mounts hundreds of cells.
// Its first report of a cell comes once the page is laid out, before it is painted, so
// nothing reads the layout while React commits (each such read forced a layout of the page).
const measures = new WeakMap<Element, () => void>();
let observer: ResizeObserver | undefined;
function observe(element: Element, measure: () => void): () => void {
  // jsdom has no ResizeObserver (and lays nothing out): there a cell is measured at once.
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

/**
 * One line of text cut with an ellipsis at the cell's width; when it is cut, the full text
 * shows in a tooltip on hover and on keyboard focus (it becomes a tab stop only then).
 * Only a cut text mounts the tooltip's hooks: most cells are not cut, and those hooks cost
 * about a millisecond per row on a 2-core machine.
 */
export function TruncatedText({ text }: { text: string }) {
  const own = useRef<HTMLSpanElement | null>(null);
  const [cut, setCut] = useState(false);
  // Runs again when `cut` swaps the element, to watch the one now shown.
  useEffect(() => {
    const element = own.current;
    if (!element) return;
    return observe(element, () => setCut(element.scrollWidth > element.clientWidth));
  }, [text, cut]);
  return cut ? (
    <CutText text={text} own={own} />
  ) : (
    <span ref={own} data-slot="truncated-text" className={className}>
      {text}
    </span>
  );
}

function CutText({ text, own }: { text: string; own: RefObject<HTMLSpanElement | null> }) {
  const tip = useTooltip(text, true);
  return (
    <>
      <span
        ref={(element) => {
          own.current = element;
          tip.setReference(element);
        }}
        data-slot="truncated-text"
        data-cut
        tabIndex={0}
        className={className}
        {...tip.referenceProps}
      >
        {text}
      </span>
      {tip.tooltip}
    </>
  );
}
