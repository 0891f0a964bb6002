import {
  entries,
  splitInput,
  UPLOAD_MAX_BYTES,
  type Contract,
  type EntryData,
  type EntryDef,
  type EntryInput,
  type HasNoInput,
  type NamedEntry,
} from '@cermat/contract';
import { ofetch, type FetchResponse } from 'ofetch';
import { readAnswer } from './answer';
import { ApiError } from './errors';
import type { ApiClientOptions, CallOptions } from './options';
import { unauthorizedGate } from './unauthorized';

/** A typed method for one contract entry. */
export type ApiMethod<E extends EntryDef> =
  HasNoInput<E> extends true
    ? (options?: CallOptions) => Promise<EntryData<E>>
    : (input: EntryInput<E>, options?: CallOptions) => Promise<EntryData<E>>;

export type ApiClient = {
  [R in keyof Contract]: {
    [C in keyof Contract[R]]: Contract[R][C] extends EntryDef ? ApiMethod<Contract[R][C]> : never;
  };
} & {
  /** `references.upload` by its short name: the photo's path_file. */
  upload: (file: File, options?: CallOptions) => Promise<{ path_file: string }>;
};

function multipart(input: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** Refuses a file the server would refuse (spec §5), before a byte is sent. */
function checkFiles(def: NamedEntry, input: unknown, tooLarge: string) {
  if (def.bodyType !== 'multipart') return;
  for (const [field, value] of Object.entries(input as Record<string, unknown>)) {
    if (value instanceof Blob && value.size >= UPLOAD_MAX_BYTES) {
      throw new ApiError({
        kind: 'validation',
        message: tooLarge,
        status: null,
        fields: { [field]: [tooLarge] },
        entry: def.name,
      });
    }
  }
}

/** Drops undefined query values so they are not sent as the text "undefined". */
const definedOnly = (query: Record<string, unknown> | undefined) =>
  query && Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));

/**
 * The typed client: one method per contract entry, grouped by resource
 * (`api.roles.list`, `api.users.setStatus`, ...). It never shows anything; every
 * failure rejects with an ApiError.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const gate = unauthorizedGate(options.onUnauthorized);
  const validate = options.validateResponses ?? false;

  async function call(def: NamedEntry, input: unknown, callOptions: CallOptions = {}) {
    checkFiles(def, input, options.messages.fileTooLarge);
    const token = options.getToken() ?? null;
    const parts = splitInput(def, input);
    let response: FetchResponse<unknown>;
    try {
      response = await ofetch.raw(parts.path, {
        baseURL: options.baseURL,
        method: def.method,
        query: definedOnly(parts.query),
        body:
          parts.body === undefined
            ? undefined
            : def.bodyType === 'multipart'
              ? multipart(parts.body)
              : (parts.body as Record<string, unknown>),
        headers: {
          Accept: 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        credentials: 'include',
        signal: callOptions.signal,
        // Failures are ours to read; a retried write could apply twice.
        ignoreResponseError: true,
        retry: 0,
        responseType: 'json',
      });
    } catch (cause) {
      // A cancelled request is the caller's own doing: it gets its abort reason back.
      if (callOptions.signal?.aborted) throw callOptions.signal.reason;
      throw new ApiError({
        kind: 'network',
        message: options.messages.network,
        status: null,
        entry: def.name,
        cause,
      });
    }
    const result = readAnswer(
      def,
      { status: response.status, body: response._data },
      options.messages,
      validate,
    );
    if (result.ok) {
      gate.succeeded(token);
      return result.data;
    }
    if (result.error.kind === 'unauthorized' && def.right !== 'public') gate.unauthorized(token);
    throw result.error;
  }

  const groups: Record<string, Record<string, unknown>> = {};
  for (const def of entries) {
    const [resource = '', name = ''] = def.name.split('.');
    const takesInput = Boolean(def.params ?? def.query ?? def.body);
    groups[resource] ??= {};
    groups[resource][name] = takesInput
      ? (input: unknown, callOptions?: CallOptions) => call(def, input, callOptions)
      : (callOptions?: CallOptions) => call(def, undefined, callOptions);
  }
  const client = groups as unknown as ApiClient;
  client.upload = (file, callOptions) => client.references.upload({ file }, callOptions);
  return client;
}
