import { z } from 'zod';
import { entry } from '../entry';
import { noData } from '../envelope';
import { text } from '../fields';
import { CONFIG_YES_NO, limits } from '../limits';

/** Spec §3 known keys; ONE_TIME_LOGIN and CAPTCHA take Ya or Tidak. */
export const CONFIG_KEYS = [
  'ONE_TIME_LOGIN',
  'CAPTCHA',
  'LOGO_SMALL',
  'LOGO_FULL_DARK',
  'LOGO_FULL_LIGHT',
] as const;
export const YES_NO_KEYS = ['ONE_TIME_LOGIN', 'CAPTCHA'] as const;

const configKey = text(limits.configKey).regex(/^[A-Z][A-Z0-9_]*$/);
const isYesNoKey = (key: string) => (YES_NO_KEYS as readonly string[]).includes(key);
const tooMany = (map: object) => Object.keys(map).length > limits.configKeys;

export const configMap = z.record(configKey, text(limits.configValue).nullable());

/** The map to save; the key-to-value shape leaves no room for `updated_at` (docs/decisions.md). */
export const configSave = z.record(configKey, text(limits.configValue)).superRefine((map, ctx) => {
  if (tooMany(map)) ctx.addIssue({ code: 'custom', message: 'Too many keys' });
  for (const [key, value] of Object.entries(map)) {
    if (isYesNoKey(key) && !(CONFIG_YES_NO as readonly string[]).includes(value)) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'Must be Ya or Tidak' });
    }
  }
});

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
    menu: 'konfigurasi',
    right: 'write',
    body: configSave,
    data: noData,
  }),
};

export type ConfigKey = (typeof CONFIG_KEYS)[number];
export type ConfigMap = z.infer<typeof configMap>;
