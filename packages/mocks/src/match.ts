import { API_PREFIX, entries, findEntry, type Method, type NamedEntry } from '@cermat/contract';

interface Template {
  path: string;
  pattern: RegExp;
}

// Literal paths first: 'master/roles/get-kode-tes/5' must never read as a '{id_role}'.
const templates: Template[] = [...new Set(entries.map((e) => e.path))]
  .sort((a, b) => a.split('{').length - b.split('{').length)
  .map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`),
  }));

/** What a request means to the contract: its entry and the raw path parameters. */
export interface Matched {
  entry: NamedEntry;
  params: Record<string, string>;
}

/** The address under the API prefix, or undefined when the request is not an API call. */
export function apiPath(url: URL): string | undefined {
  const at = url.pathname.indexOf(`${API_PREFIX}/`);
  return at === -1 ? undefined : url.pathname.slice(at + API_PREFIX.length + 1);
}

/** The entry a request means, chosen as the server chooses it (method, path, selector key). */
export function matchEntry(
  method: string,
  path: string,
  request: { query: unknown; body: unknown },
): Matched | undefined {
  for (const template of templates) {
    const found = template.pattern.exec(path);
    if (!found) continue;
    const entry = findEntry(method as Method, template.path, request);
    if (!entry) return undefined;
    const params = Object.fromEntries(
      Object.entries(found.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]),
    );
    return { entry, params };
  }
  return undefined;
}
