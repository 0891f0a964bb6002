import { api } from './api';
import { setConfiguration } from './session';

/** Where the server serves uploaded files: {host}/backend + path (spec §7). */
export function fileUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `backend${path.startsWith('/') ? '' : '/'}${path}`;
}

type LogoKey = 'LOGO_SMALL' | 'LOGO_FULL_DARK' | 'LOGO_FULL_LIGHT';

/** A logo from the configuration (or the sign-in settings), falling back to the small one. */
export function logoUrl(
  configuration: { readonly [K in LogoKey]?: string | null | undefined },
  key: LogoKey,
): string | null {
  return fileUrl(configuration[key] || configuration.LOGO_SMALL);
}

/** Fetches the configuration map (logos, flags) and keeps it with the session. */
export async function loadConfiguration(): Promise<void> {
  const map = await api.configs.get();
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(map)) if (value !== null) clean[key] = value;
  setConfiguration(clean);
}
