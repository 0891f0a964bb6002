import { describe, expect, it } from 'vitest';
import { API_PREFIX, entries, toOpenApi } from '../src';

const doc = toOpenApi({ version: '9.9.9' });
type Operation = {
  operationId: string;
  description?: string;
  tags?: string[];
  security: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, unknown> };
  'x-cermat': { name: string; menu: string | null; right: string }[];
};
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods as Record<string, Operation>).map(([method, op]) => ({
    path,
    method,
    op,
  })),
);

/** Every `$ref` anywhere in a JSON value. */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refs);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      k === '$ref' && typeof v === 'string' ? [v] : refs(v),
    );
  }
  return [];
}

describe('toOpenApi', () => {
  it('is an OpenAPI 3.1 document under the API prefix', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('9.9.9');
    expect(doc.servers).toEqual([{ url: API_PREFIX }]);
    expect(() => JSON.stringify(doc)).not.toThrow();
  });

  it('describes every entry exactly once, with its menu and right', () => {
    const described = operations.flatMap(({ op }) => op['x-cermat']);
    expect(described.map((d) => d.name).sort()).toEqual(entries.map((e) => e.name).sort());
    for (const e of entries) {
      const op = operations.find(
        (o) => o.path === `/${e.path}` && o.method === e.method.toLowerCase(),
      );
      expect(op?.op['x-cermat']).toContainEqual({
        name: e.name,
        menu: e.menu,
        right: e.right,
        select: e.select ?? null,
      });
    }
  });

  it('resolves every reference to a component', () => {
    const names = new Set(Object.keys(doc.components.schemas));
    const missing = refs(doc).filter((ref) => !names.has(ref.replace('#/components/schemas/', '')));
    expect(missing).toEqual([]);
  });

  it('gives unique operation ids and asks a bearer token everywhere but the public calls', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    // The sign-in and what its page needs before it (settings, a CAPTCHA challenge), and
    // a password link's page (who holds the link has no session yet).
    const signIn = new Set([
      '/auth/login',
      '/auth/sign-in-settings',
      '/auth/captcha',
      '/auth/password-link/check',
      '/auth/password-link',
    ]);
    for (const { path, op } of operations) {
      expect(op.security, path).toEqual(signIn.has(path) ? [] : [{ bearer: [] }]);
    }
  });

  it('describes every operation, call by call, under a declared tag', () => {
    const declared = new Set(doc.tags.map((t) => t.name));
    for (const { path, op } of operations) {
      for (const tag of op.tags ?? []) expect(declared, `${path} ${tag}`).toContain(tag);
      expect(op.tags?.length, path).toBe(1);
      for (const { name } of op['x-cermat']) expect(op.description, path).toContain(`${name}: `);
    }
    const put = doc.paths['/master/user'] as Record<string, Operation>;
    expect(put.put?.description).toContain('Chosen when the body has `status`.');
  });

  it('lets two calls of one operation answer alike (anyOf: the selector tells them apart)', () => {
    const put = doc.paths['/master/role'] as Record<
      string,
      { responses: Record<string, { content: Record<string, { schema: unknown }> }> }
    >;
    expect(put.put?.responses['200']?.content['application/json']?.schema).toEqual({
      anyOf: [
        { $ref: '#/components/schemas/roles.update.answer' },
        { $ref: '#/components/schemas/roles.setStatus.answer' },
      ],
    });
  });

  it('marks a query parameter required only when every call at that path needs it', () => {
    const users = operations.find((o) => o.path === '/master/user' && o.method === 'get')?.op;
    const byName = Object.fromEntries((users?.parameters ?? []).map((p) => [p.name, p]));
    expect(byName.draw?.required).toBe(false);
    expect(byName.id?.required).toBe(false);
    const render = operations.find((o) => o.path === '/master/page/render')?.op;
    expect(render?.parameters).toContainEqual(
      expect.objectContaining({ name: 'name', in: 'query', required: true }),
    );
    const detail = operations.find((o) => o.path === '/master/roles/get-detail-edit/{id_role}')?.op;
    expect(detail?.parameters).toContainEqual(
      expect.objectContaining({ name: 'id_role', in: 'path', required: true }),
    );
  });

  it('writes a one-item answer (data[0]) as an array of exactly one item, never a 3.1 tuple', () => {
    // `prefixItems` closed by `items: false` reads as "nothing allowed" to tools that read the
    // document as OpenAPI 3.0 (Prism's validating proxy flagged every such answer).
    const tuples: string[] = [];
    const visit = (node: unknown, at: string) => {
      if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${at}/${i}`));
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if ('prefixItems' in schema || schema.items === false) tuples.push(at);
      for (const [key, child] of Object.entries(schema)) visit(child, `${at}/${key}`);
    };
    visit(doc, '#');
    expect(tuples).toEqual([]);
    const schemas = doc.components.schemas as Record<
      string,
      { properties: { data: Record<string, unknown> } }
    >;
    expect(schemas['users.get.answer']?.properties.data).toEqual({
      type: 'array',
      items: expect.objectContaining({ type: 'object' }),
      minItems: 1,
      maxItems: 1,
    });
    // roles.get answers data[0][0]: one array of one role.
    expect(schemas['roles.get.answer']?.properties.data).toEqual({
      type: 'array',
      items: {
        type: 'array',
        items: expect.objectContaining({ type: 'object' }),
        minItems: 1,
        maxItems: 1,
      },
      minItems: 1,
      maxItems: 1,
    });
  });

  it('sends the upload as multipart and the rest as JSON', () => {
    const upload = operations.find((o) => o.path === '/referensi/upload')?.op;
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    const login = operations.find((o) => o.path === '/auth/login')?.op;
    expect(Object.keys(login?.requestBody?.content ?? {})).toEqual(['application/json']);
  });

  it('keeps the spec field names and limits in the schemas', () => {
    const schemas = doc.components.schemas as Record<
      string,
      { properties?: Record<string, { maxLength?: number }> }
    >;
    expect(Object.keys(schemas['users.create.body']?.properties ?? {})).toEqual(
      expect.arrayContaining([
        'username',
        'password',
        'password_confirm',
        'name',
        'path_photo',
        'selected_role',
      ]),
    );
    expect(schemas['users.create.body']?.properties?.password?.maxLength).toBe(128);
  });

  it('shows an example answer for every call', () => {
    const users = doc.paths['/master/user'] as Record<
      string,
      {
        responses: Record<
          string,
          { content: Record<string, { examples: Record<string, { value: { data: unknown } }> }> }
        >;
      }
    >;
    const examples = users.get?.responses['200']?.content['application/json']?.examples ?? {};
    expect(Object.keys(examples)).toEqual(['users.list', 'users.get']);
    expect(examples['users.get']?.value.data).toEqual([
      expect.objectContaining({ username: 'admin' }),
    ]);
  });

  it('bounds every string (a maximum length, a fixed set, a date-time) and every list', () => {
    const unbounded: string[] = [];
    const visit = (node: unknown, at: string) => {
      if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${at}/${i}`));
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      const bounded =
        'maxLength' in schema ||
        'enum' in schema ||
        'const' in schema ||
        schema.format === 'date-time';
      if (schema.type === 'string' && !bounded) unbounded.push(at);
      if (schema.type === 'array' && !('maxItems' in schema)) unbounded.push(at);
      for (const [key, child] of Object.entries(schema)) visit(child, `${at}/${key}`);
    };
    visit(doc.components.schemas, '#');
    expect(unbounded).toEqual([]);
  });
});
