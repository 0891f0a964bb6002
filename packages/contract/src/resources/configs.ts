import {
  CONFIG_KEYS,
  CONFIG_YES_NO,
  MENU_LINK,
  YES_NO_CONFIG_KEYS,
  type ConfigKey,
} from '@cermat/vocabulary';
import { z } from 'zod';
import { entry } from '../entry';
import { noData } from '../envelope';
import { RULES, text } from '../fields';
import { limits } from '../limits';

// The keys are @cermat/vocabulary's; the server and the mocks read them from the contract.
export { CONFIG_KEYS, type ConfigKey };

/**
 * The audit trail's retention: whole days, at least 30 (a shorter one would let a
 * configuration change erase the trail of what was just done), at most a century.
 */
export const AUDIT_RETENTION = { defaultDays: 365, minDays: 30, maxDays: 36_500 } as const;

const configKey = text(limits.configKey).regex(/^[A-Z][A-Z0-9_]*$/);
const isConfigKey = (key: string): key is ConfigKey =>
  (CONFIG_KEYS as readonly string[]).includes(key);
const isYesNo = (value: string) => (CONFIG_YES_NO as readonly string[]).includes(value);

// Digits only: `Number()` would also take ' 1', '1e3', '+40', '0x1f' and '1.0'.
const DIGITS = /^\d+$/;

/** The retention in days a stored text means, or undefined when it is not a valid one. */
export function retentionDays(value: string | null | undefined): number | undefined {
  if (!value || !DIGITS.test(value)) return undefined;
  const days = Number(value);
  return days >= AUDIT_RETENTION.minDays && days <= AUDIT_RETENTION.maxDays ? days : undefined;
}

/** Why a retention text is refused, as an issue the server words ('… minimal 30.'). */
function retentionIssue(value: string): z.core.$ZodRawIssue | undefined {
  const path = ['AUDIT_RETENTION_DAYS'];
  if (!DIGITS.test(value))
    return {
      code: 'custom',
      path,
      input: value,
      message: 'Must be digits only',
      params: { rule: RULES.digits },
    };
  const days = Number(value);
  if (days < AUDIT_RETENTION.minDays)
    return {
      code: 'too_small',
      origin: 'number',
      minimum: AUDIT_RETENTION.minDays,
      inclusive: true,
      path,
      input: value,
      message: `Must be at least ${AUDIT_RETENTION.minDays} days`,
    };
  if (days > AUDIT_RETENTION.maxDays)
    return {
      code: 'too_big',
      origin: 'number',
      maximum: AUDIT_RETENTION.maxDays,
      inclusive: true,
      path,
      input: value,
      message: `Must be at most ${AUDIT_RETENTION.maxDays} days`,
    };
  return undefined;
}

const configMap = z.record(configKey, text(limits.configValue).nullable());

/** What a caller sends: any of the known keys with its text. */
type ConfigValues = Partial<Record<ConfigKey, string>>;

/**
 * Every own key of the body must be a known one. Checked on the raw object because
 * z.record skips a `__proto__` key without a word (JSON.parse makes it an own
 * property): the save answered 200 and kept nothing.
 */
function refuseUnknownKeys(values: ConfigValues, ctx: z.RefinementCtx): ConfigValues {
  const raw: unknown = values;
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw))
    for (const key of Object.keys(raw))
      if (!isConfigKey(key))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'Must be a known configuration key',
          params: { rule: RULES.configKey },
        });
  return values;
}

/** The map to save; the key-to-value shape leaves no room for `updated_at` (docs/decisions.md). */
const configSave = z.preprocess(
  refuseUnknownKeys,
  z.partialRecord(z.enum(CONFIG_KEYS), text(limits.configValue)).superRefine((map, ctx) => {
    for (const key of YES_NO_CONFIG_KEYS) {
      const value = map[key];
      if (value !== undefined && !isYesNo(value))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'Must be Ya or Tidak',
          params: { rule: RULES.choice },
        });
    }
    const days = map.AUDIT_RETENTION_DAYS;
    const issue = days === undefined ? undefined : retentionIssue(days);
    if (issue) ctx.addIssue(issue);
  }),
);

export const configs = {
  get: entry({
    method: 'GET',
    path: 'master/configs',
    summary: 'Configuration map (the logo shows for everyone signed in)',
    menu: null,
    right: 'session',
    data: configMap,
  }),
  save: entry({
    method: 'POST',
    path: 'master/configs',
    summary: "Save the configuration map ('Data Konfigurasi berhasil di perbarui.')",
    menu: MENU_LINK.configuration,
    right: 'write',
    body: configSave,
    data: noData,
  }),
};

export type ConfigMap = z.infer<typeof configMap>;
