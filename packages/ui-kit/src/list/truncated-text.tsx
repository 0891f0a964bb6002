import { useCallback, useEffect, useRef, useState } from 'react';
import { cx } from '../lib/cx';
import { observeSize } from '../lib/observe-size';
import { useTooltip } from '../lib/tooltip';

const className =
  'block max-w-64 truncate rounded-sm focus-visible:outline-2 focus-visible:outline-ring';
/** How a link in a list looks (a cell's, a card's). */
export const LINK = 'text-primary underline';

/**
 * One line of text cut with an ellipsis at the cell's width; when it is cut, the full text
 * shows in a tooltip on hover and on keyboard focus (it becomes a tab stop only then; a link
 * is one already). Only a cut text mounts the tooltip's hooks: most cells are not cut, and
 * those hooks cost about a millisecond per row on a 2-core machine.
 */
export function TruncatedText({ text, href }: { text: string; href?: string | undefined }) {
  const own = useRef<HTMLElement | null>(null);
  const [cut, setCut] = useState(false);
  // Runs again when `cut` swaps the element, to watch the one now shown.
  useEffect(() => {
    const element = own.current;
    if (!element) return;
    return observeSize(element, () => setCut(element.scrollWidth > element.clientWidth));
  }, [text, cut]);
  // One ref callback for the text's life: a new one each render would detach and attach it.
  const setOwn = useCallback((element: HTMLElement | null) => {
    own.current = element;
  }, []);
  return cut ? (
    <CutText text={text} href={href} setOwn={setOwn} />
  ) : (
    <Text text={text} href={href} setOwn={setOwn} />
  );
}

interface TextProps {
  text: string;
  href: string | undefined;
  setOwn: (element: HTMLElement | null) => void;
}

/**
 * The text itself: a link when it leads somewhere, else a span (a tab stop only when cut).
 * `tip`: the tooltip's props, on a cut text only.
 */
function Text({ text, href, setOwn, tip }: TextProps & { tip?: Record<string, unknown> }) {
  const common = { ref: setOwn, 'data-slot': 'truncated-text', 'data-cut': tip && true, ...tip };
  return href ? (
    <a href={href} className={cx(className, LINK)} {...common}>
      {text}
    </a>
  ) : (
    <span tabIndex={tip && 0} className={className} {...common}>
      {text}
    </span>
  );
}

function CutText({ text, href, setOwn }: TextProps) {
  const tip = useTooltip(text, true);
  return (
    <>
      <Text
        text={text}
        href={href}
        setOwn={(element) => {
          setOwn(element);
          tip.setReference(element);
        }}
        tip={tip.referenceProps}
      />
      {tip.tooltip}
    </>
  );
}
