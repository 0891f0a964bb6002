import { pathFor, type Messages, type SignInMessages } from '@cermat/core';

/** The four sign-in screens: same form, own title and landing route (DECISIONS.md). */
export interface SignInVariant {
  title: keyof Messages['auth'];
  landing: string;
  /** /login-penilai keeps its token as access_token_penilai. */
  penilai: boolean;
}

const variants: Record<string, SignInVariant> = {
  login: { title: 'title', landing: pathFor('dashboard'), penilai: false },
  'login-penilai': { title: 'titlePenilai', landing: pathFor('dashboard-penilai'), penilai: true },
  'login-peserta': {
    title: 'titlePeserta',
    landing: pathFor('dashboard-assesmen-hc'),
    penilai: false,
  },
  'login-cermat': { title: 'titleCermat', landing: pathFor('dashboard'), penilai: false },
};

export function signInVariant(routeName: string): SignInVariant {
  return variants[routeName] ?? (variants.login as SignInVariant);
}

/** Each sign-in route's path and title, in `texts`' language. */
export function signInTitles(texts: SignInMessages): Record<string, string> {
  return Object.fromEntries(
    Object.entries(variants).map(([name, variant]) => [pathFor(name), texts.auth[variant.title]]),
  );
}
