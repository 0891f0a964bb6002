import {
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useState, type ReactNode } from 'react';

export interface TooltipHandle {
  /** The ref of the element the tooltip describes. */
  setReference: (element: HTMLElement | null) => void;
  /** Spread on that element: hover, focus and Escape handlers, aria-describedby while open. */
  referenceProps: Record<string, unknown>;
  /** The tooltip itself (in a portal), or null while closed. */
  tooltip: ReactNode;
}

/**
 * A text shown beside an element on hover and on keyboard focus, placed by floating-ui with
 * fixed positioning, so a scrolling container (the side menu, a table card) cannot clip it
 * while it stays in the element's landmark; it flips and shifts at the viewport's edge.
 * Escape closes it. Off while `enabled` is false.
 */
export function useTooltip(
  text: string,
  enabled: boolean,
  placement: 'top' | 'right' = 'top',
): TooltipHandle {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open: enabled && open,
    onOpenChange: setOpen,
    placement,
    strategy: 'fixed',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { enabled }),
    useFocus(context, { enabled }),
    useDismiss(context, { enabled }),
    useRole(context, { role: 'tooltip', enabled }),
  ]);
  return {
    setReference: refs.setReference,
    referenceProps: getReferenceProps(),
    tooltip:
      enabled && open ? (
        <span
          ref={refs.setFloating}
          style={floatingStyles}
          data-slot="tooltip"
          className="z-50 block max-w-xs rounded-md bg-fg px-2 py-1 text-xs font-normal break-words whitespace-normal text-bg shadow-lg"
          {...getFloatingProps()}
        >
          {text}
        </span>
      ) : null,
  };
}
