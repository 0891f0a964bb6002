const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/**
 * True when JSON text nests arrays and objects deeper than `max`. A linear scan of the
 * text, not a parse: text nested 10,000 deep is measured before anything recursive
 * (a validator, a tree walk) sees it. Text that is not JSON gets some answer; parsing
 * refuses it afterwards anyway.
 */
export function jsonTooDeep(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPEN.has(code)) {
      if (++depth > max) return true;
    } else if (CLOSE.has(code)) depth--;
  }
  return false;
}
