import { routes, type Route } from '@cermat/contract/routes';

/**
 * The address of a GET entry that takes no input, under `base` (`backend/api/v1`): for a page's
 * boot script, which asks it before the client's code has arrived and hands the answer over
 * (`ApiClientOptions.early`). Any other entry cannot be asked that way.
 */
export function earlyUrl(base: string, entry: string): string {
  const route: Route | undefined = routes.find((candidate) => candidate.name === entry);
  if (!route || route.method !== 'GET' || route.params || route.query || route.body)
    throw new TypeError(`${entry} is not a GET call without input`);
  return `${base.replace(/\/+$/, '')}/${route.path}`;
}
