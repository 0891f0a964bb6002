import { en } from './en';
import { id, type Messages } from './id';

export { id, en, type Messages };
export type Locale = 'id' | 'en';
export const DEFAULT_LOCALE: Locale = 'id';
export const locales: Record<Locale, Messages> = { id, en };

/** Fills `{name}` placeholders of a text: fill('Col-{grid}', { grid: 3 }) → 'Col-3'. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
