/**
 * Joins class names with spaces, skipping falsy ones. It does not resolve conflicts: given
 * `max-w-md` and `max-w-2xl` both stay in the attribute, and the one Tailwind happens to emit
 * later in the stylesheet wins, not the one passed last. So a caller's className must not set
 * what the component already sets (width, max-width, gap, padding, margin, display, text
 * alignment...); the component's props choose those (e.g. DialogFrame's `size`).
 */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
