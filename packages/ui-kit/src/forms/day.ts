/**
 * A day typed as YYYY-MM-DD (the console's date format, spec §9), as the ISO day it names;
 * null when it names none (a 31 February, a month 13, a year outside 1–9999). Month and
 * day may be one digit; spaces around are ignored.
 */
export function parseDay(text: string): string | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return null;
  // The calendar decides: a day that rolls over into the next month does not exist.
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
