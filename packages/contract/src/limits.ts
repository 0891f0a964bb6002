// Spec §9 says field lengths are "not shown"; these are ours (docs/decisions.md).
// Every string on the wire has a ceiling so no request can carry an unbounded text.
export const limits = {
  name: 100,
  description: 500,
  username: 64,
  /** OWASP ASVS 2.1: at least 8, and long passphrases must fit. */
  passwordMin: 8,
  passwordMax: 128,
  path: 255,
  icon: 100,
  linkName: 100,
  component: 100,
  search: 200,
  message: 1000,
  url: 2048,
  token: 512,
  configKey: 64,
  configValue: 2048,
  configKeys: 100,
  /** JSON text fields (selected_role, menu_data, list_menu). */
  jsonText: 65_536,
  fieldName: 100,
  /** A list page never carries more rows than the largest page size. */
  pageSize: 500,
  listItems: 1000,
} as const;

/** Spec §5/§9: a photo must be under this many bytes (announced as 2 MB). */
export const UPLOAD_MAX_BYTES = 2_242_880;

/** Spec §9: the page sizes the console offers. */
export const PAGE_SIZES = [10, 50, 100, 200, 500] as const;

export const RECORD_STATUSES = ['ENABLE', 'DISABLE'] as const;
export const MENU_TYPES = ['MENU', 'LABEL'] as const;
export const CONFIG_YES_NO = ['Ya', 'Tidak'] as const;
