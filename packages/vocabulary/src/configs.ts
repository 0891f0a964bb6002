/**
 * Configuration keys (spec §3); AUDIT_RETENTION_DAYS is ours: days an audit
 * row is kept (docs/decisions.md).
 */
export const CONFIG_KEYS = [
  'ONE_TIME_LOGIN',
  'CAPTCHA',
  'LOGO_SMALL',
  'LOGO_FULL_DARK',
  'LOGO_FULL_LIGHT',
  'AUDIT_RETENTION_DAYS',
] as const;
/** A known configuration key. */
export type ConfigKey = (typeof CONFIG_KEYS)[number];
/** Configuration keys that take Ya or Tidak (spec §2.12: a Ya/Tidak select). */
export const YES_NO_CONFIG_KEYS = ['ONE_TIME_LOGIN', 'CAPTCHA'] as const;
/** The two values of a Ya/Tidak configuration. */
export const CONFIG_YES_NO = ['Ya', 'Tidak'] as const;
/** Configuration keys holding logo images. */
export const LOGO_CONFIG_KEYS = ['LOGO_SMALL', 'LOGO_FULL_DARK', 'LOGO_FULL_LIGHT'] as const;
