import { z } from 'zod';
import { API_PREFIX, entries, type NamedEntry } from './contract';
import { envelope, failureEnvelope } from './envelope';
import { exampleFor } from './examples';
import { describeCalls, RESOURCE_TAGS } from './openapi-tags';
import { menuTreeItem } from './resources/menus';

type Json = Record<string, unknown>;
type Part = 'params' | 'query' | 'body';

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const schemaId = (e: NamedEntry, part: string) => `${e.name}.${part}`;

/**
 * A one-item tuple (`z.tuple([x])`, the spec's `data[0]` answers) as "an array of exactly one
 * x". zod writes it the JSON Schema 2020-12 way, `prefixItems: [x]` closed by `items: false`,
 * which tools that read OpenAPI as 3.0 (Prism's validating proxy, Spectral's `array-items`)
 * take for "no item allowed"; `items` with `minItems`/`maxItems` says the same to every tool.
 */
function oneItemArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(oneItemArrays);
  if (!value || typeof value !== 'object') return value;
  const { prefixItems, items, ...rest } = value as Json;
  const node = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, oneItemArrays(v)]));
  if (Array.isArray(prefixItems) && prefixItems.length === 1 && items === false)
    return { ...node, items: oneItemArrays(prefixItems[0]), minItems: 1, maxItems: 1 };
  return {
    ...node,
    ...(prefixItems === undefined ? {} : { prefixItems: oneItemArrays(prefixItems) }),
    ...(items === undefined ? {} : { items: oneItemArrays(items) }),
  };
}

/**
 * Converts the schemas of a registry into OpenAPI components. Shared schemas are
 * cloned so each entry part gets its own component name; recursive ones are named.
 */
function components(
  io: 'input' | 'output',
  add: (reg: z.core.$ZodRegistry<{ id: string }>) => void,
) {
  const registry = z.registry<{ id: string }>();
  registry.add(menuTreeItem, { id: 'MenuTreeItem' });
  add(registry);
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _s, $id: _i, ...rest } = schema as Json;
      return [id, oneItemArrays(rest)];
    }),
  ) as Record<string, Json>;
}

function requestSchemas(list: readonly NamedEntry[]) {
  return components('input', (registry) => {
    for (const e of list) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = e[part];
        if (schema) registry.add(schema.clone(), { id: schemaId(e, part) });
      }
    }
  });
}

function answerSchemas(list: readonly NamedEntry[]) {
  return components('output', (registry) => {
    registry.add(failureEnvelope, { id: 'Failure' });
    // A CSV answer has no envelope (csvAnswer).
    for (const e of list)
      if (e.answer !== 'csv') registry.add(envelope(e.data), { id: schemaId(e, 'answer') });
  });
}

/** One parameter per property of the entries' params/query; required only if every entry requires it. */
function parameters(group: NamedEntry[], part: 'params' | 'query', schemas: Record<string, Json>) {
  const where = part === 'params' ? 'path' : 'query';
  const byName = new Map<string, { schema: unknown; requiredBy: number }>();
  for (const e of group) {
    const json = e[part] ? (schemas[schemaId(e, part)] ?? {}) : {};
    const props = (json.properties ?? {}) as Json;
    const required = (json.required ?? []) as string[];
    for (const [name, schema] of Object.entries(props)) {
      const seen = byName.get(name);
      const requiredBy = (seen?.requiredBy ?? 0) + (required.includes(name) ? 1 : 0);
      byName.set(name, { schema: seen?.schema ?? schema, requiredBy });
    }
  }
  return [...byName].map(([name, p]) => ({
    name,
    in: where,
    required: where === 'path' || p.requiredBy === group.length,
    schema: p.schema,
  }));
}

/**
 * `anyOf`, not `oneOf`: the selector key, not the shape, tells the calls of an operation
 * apart, so one value may fit several (every write answers `data: null`).
 */
const oneOrMany = (ids: string[]) =>
  ids.length === 1 ? ref(ids[0] ?? '') : { anyOf: ids.map(ref) };

/** A list export: CSV text, not the envelope (failures still answer the envelope). */
const csvAnswer = {
  description: 'CSV, UTF-8 with a byte order mark',
  content: { 'text/csv': { schema: { type: 'string' } } },
};

/** Named examples of the calls of one operation (from `examples`). */
const examplesOf = (group: NamedEntry[], value: (e: NamedEntry) => unknown) =>
  Object.fromEntries(group.map((e) => [e.name, { value: value(e) }]));

function operation(group: NamedEntry[], inputs: Record<string, Json>) {
  const first = group[0] as NamedEntry;
  const withBody = group.filter((e) => e.body);
  const op: Json = {
    operationId: group.map((e) => e.name.replace('.', '_')).join('_or_'),
    summary: group.map((e) => e.summary).join(' / '),
    description: describeCalls(group),
    tags: [first.name.split('.')[0]],
    security: first.right === 'public' ? [] : [{ bearer: [] }],
    'x-cermat': group.map((e) => ({
      name: e.name,
      menu: e.menu,
      right: e.right,
      select: e.select ?? null,
    })),
    parameters: [...parameters(group, 'params', inputs), ...parameters(group, 'query', inputs)],
    responses: {
      '200':
        first.answer === 'csv'
          ? csvAnswer
          : {
              description: 'meta.code 200',
              content: {
                'application/json': {
                  schema: oneOrMany(group.map((e) => schemaId(e, 'answer'))),
                  examples: examplesOf(group, (e) => ({
                    meta: { code: 200, message: 'OK' },
                    data: exampleFor(e.name)?.data,
                  })),
                },
              },
            },
      default: {
        description: 'Failure: data is a message, or field → messages (422)',
        content: { 'application/json': { schema: ref('Failure') } },
      },
    },
  };
  if (withBody.length > 0) {
    const type = first.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
    op.requestBody = {
      required: withBody.length === group.length,
      content: {
        [type]: {
          schema: oneOrMany(withBody.map((e) => schemaId(e, 'body' satisfies Part))),
          // A file has no JSON example.
          ...(type === 'application/json'
            ? { examples: examplesOf(withBody, (e) => exampleFor(e.name)?.input) }
            : {}),
        },
      },
    };
  }
  return op;
}

/** The contract as an OpenAPI 3.1 document; calls sharing a method and path become one operation. */
export function toOpenApi(info: { title?: string; version?: string } = {}) {
  const inputs = requestSchemas(entries);
  // Path parameters and queries are spelled out as parameters; only bodies stay components.
  const bodies = Object.fromEntries(Object.entries(inputs).filter(([id]) => id.endsWith('.body')));
  const groups = new Map<string, NamedEntry[]>();
  for (const e of entries) {
    const key = `${e.method} ${e.path}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const paths: Record<string, Json> = {};
  for (const group of groups.values()) {
    const { method, path } = group[0] as NamedEntry;
    paths[`/${path}`] = { ...paths[`/${path}`], [method.toLowerCase()]: operation(group, inputs) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title ?? 'Cermat admin API',
      version: info.version ?? '1.0.0',
      description:
        'The admin back-office API, made from its wire contract (@cermat/contract). Every ' +
        'answer is `{ meta: { code, message }, data }`; a failure carries a message, or ' +
        'field → messages with 422.',
    },
    servers: [{ url: API_PREFIX }],
    tags: Object.entries(RESOURCE_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { ...bodies, ...answerSchemas(entries) },
    },
  };
}
