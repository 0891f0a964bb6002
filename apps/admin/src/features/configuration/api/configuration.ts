import { CONFIG_KEYS } from '@cermat/core';
import { api } from '@/lib/api';

/** Every known key (spec §3) plus any other the server keeps, each with a value ('' if none). */
export async function getConfiguration(): Promise<Record<string, string>> {
  const stored = await api.configs.get();
  const keys = [...new Set([...CONFIG_KEYS, ...Object.keys(stored)])];
  return Object.fromEntries(keys.map((key) => [key, stored[key] ?? '']));
}

export const saveConfiguration = (values: Record<string, string>) => api.configs.save(values);
