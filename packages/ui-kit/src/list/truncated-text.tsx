import { useEffect, useRef, useState, type RefObject } from 'react';
import { observeSize } from '../lib/observe-size';
import { useTooltip } from '../lib/tooltip';

const className =
  'block max-w-64 truncate rounded-sm focus-visible:outline-2 focus-visible:outline-ring';

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
    return observeSize(element, () => setCut(element.scrollWidth > element.clientWidth));
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
