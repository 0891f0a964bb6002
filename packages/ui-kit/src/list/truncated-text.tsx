import { useLayoutEffect, useRef, useState } from 'react';
import { useTooltip } from '../lib/tooltip';

/**
 * One line of text cut with an ellipsis at the cell's width; when it is cut, the full text
 * shows in a tooltip on hover and on keyboard focus (it becomes a tab stop only then).
 */
export function TruncatedText({ text }: { text: string }) {
  const own = useRef<HTMLSpanElement | null>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = own.current;
    if (!element) return;
    const measure = () => setCut(element.scrollWidth > element.clientWidth);
    measure();
    // jsdom has no ResizeObserver; there nothing is ever laid out, so nothing is cut.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);
  const tip = useTooltip(text, cut);
  return (
    <>
      <span
        ref={(element) => {
          own.current = element;
          tip.setReference(element);
        }}
        data-slot="truncated-text"
        data-cut={cut || undefined}
        tabIndex={cut ? 0 : undefined}
        className="block max-w-80 truncate rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
        {...tip.referenceProps}
      >
        {text}
      </span>
      {tip.tooltip}
    </>
  );
}
