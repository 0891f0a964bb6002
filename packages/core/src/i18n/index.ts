import { en } from './en';
import { id, type Messages } from './id';
import { idSignIn } from './id-sign-in';

export { id, en, idSignIn, type Messages };
/** The sections of the texts the sign-in screen uses (`idSignIn`), in any locale. */
export type SignInMessages = Pick<Messages, keyof typeof idSignIn>;
export type Locale = 'id' | 'en';
export const DEFAULT_LOCALE: Locale = 'id';
export const locales: Record<Locale, Messages> = { id, en };

/** Fills `{name}` placeholders of a text: fill('Col-{grid}', { grid: 3 }) → 'Col-3'. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
