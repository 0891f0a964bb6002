/**
 * Where the kit's floating lists and menus sit, through Headless UI's `anchor` (floating-ui):
 * 4 px from their trigger, kept 8 px inside the viewport, flipped to the other side near an edge.
 * Fields' lists align with the input's start; bar menus with the button's end.
 */
export const anchorBelowStart = { to: 'bottom start', gap: 4, padding: 8 } as const;
export const anchorBelowEnd = { to: 'bottom end', gap: 4, padding: 8 } as const;
