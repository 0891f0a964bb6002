import type { MenuLinkName } from '@cermat/vocabulary';
import type { z } from 'zod';

export type { MenuLinkName };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a call needs (docs/decisions.md): `read`/`write` on the owning menu for
 * the session's active role, only a live `session`, or nothing (`public`: signing in).
 */
export type Right = 'public' | 'session' | 'read' | 'write';

/**
 * Several calls share a method and path (spec §7: `GET master/user` lists, or with `id`
 * reads one; `PUT master/user` edits, or with `status` changes the status). Such an
 * entry applies when this key is present in its query or body.
 */
interface Selector {
  in: 'query' | 'body';
  key: string;
}

type AnyObject = z.ZodType<Record<string, unknown>>;

export interface EntryDef {
  method: Method;
  /** Under `/backend/api/v1`, no leading slash; `{name}` marks a path parameter. */
  path: string;
  summary: string;
  menu: MenuLinkName | null;
  right: Right;
  params?: AnyObject;
  query?: AnyObject;
  body?: AnyObject;
  /** `multipart` only for `referensi/upload`. */
  bodyType?: 'json' | 'multipart';
  data: z.ZodType;
  /** `csv`: the answer is CSV text, not the JSON envelope (the list exports). */
  answer?: 'csv';
  select?: Selector;
}

/** Keeps an entry's literal types (the client's and server's types come from them). */
export const entry = <const E extends EntryDef>(def: E): E => def;

type In<S> = S extends z.ZodType ? z.input<S> : unknown;

/** What a caller passes: path parameters, query and body fields in one object. */
export type EntryInput<E extends EntryDef> = In<E['params']> & In<E['query']> & In<E['body']>;
/** The parsed path parameters/query/body a handler receives (`undefined` where the entry has none). */
export type EntryParams<E extends EntryDef> = E['params'] extends z.ZodType
  ? z.output<E['params']>
  : undefined;
export type EntryQuery<E extends EntryDef> = E['query'] extends z.ZodType
  ? z.output<E['query']>
  : undefined;
export type EntryBody<E extends EntryDef> = E['body'] extends z.ZodType
  ? z.output<E['body']>
  : undefined;
/** The envelope's data on success. */
export type EntryData<E extends EntryDef> = z.output<E['data']>;
/** True when the entry takes no input at all. */
export type HasNoInput<E extends EntryDef> = E extends { params: unknown }
  ? false
  : E extends { query: unknown }
    ? false
    : E extends { body: unknown }
      ? false
      : true;
