import type { Contract, EntryData, EntryDef, EntryInput, HasNoInput } from '@cermat/contract';
import { routeNames } from '@cermat/contract/routes';
import type { Caller } from './caller';
import { readEnvelope } from './envelope';
import { ApiError } from './errors';
import type { ApiClientOptions, CallOptions } from './options';

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

type Early = { ok: true; data: unknown } | { ok: false };

/**
 * The data of an answer asked ahead, when it is a success the contract accepts; anything
 * else (no answer, a failure, a 401) is left to the call itself, which sends the request
 * and reads its answer the one way every call does.
 */
async function readEarly(
  name: string,
  answer: Promise<Response>,
  options: ApiClientOptions,
): Promise<Early> {
  try {
    const response = await answer;
    const body = readEnvelope(JSON.parse(await response.text()));
    if (!response.ok || !body || body.code !== 200) return { ok: false };
    const checked = options.validateResponses?.(name, body.data) ?? { ok: true, data: body.data };
    return checked.ok ? { ok: true, data: checked.data } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/**
 * The typed client: one method per contract entry, grouped by resource
 * (`api.roles.list`, `api.users.setStatus`, ...), on the platform's fetch. It never
 * shows anything; every failure rejects with an ApiError.
 *
 * The methods exist at once (from the entries' names); the route table and the request
 * code load with the first call, so a page that makes none yet (the console's /login,
 * with its 90 KB budget, whose one call is asked ahead: `early`) does not carry them.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let caller: Promise<Caller> | undefined;
  const load = (name: string) =>
    (caller ??= import('./caller').then(
      ({ createCaller }) => createCaller(options),
      (cause: unknown) => {
        caller = undefined; // a failed load (offline) is tried again by the next call
        throw new ApiError({
          kind: 'network',
          message: options.messages.network,
          status: null,
          entry: name,
          cause,
        });
      },
    ));

  const groups: Record<string, Record<string, unknown>> = {};
  for (const name of routeNames) {
    const [resource = '', call = ''] = name.split('.');
    groups[resource] ??= {};
    groups[resource][call] = async (...args: unknown[]) => {
      const early = args.length === 0 ? options.early?.(name) : undefined;
      const answer = early ? await readEarly(name, early, options) : null;
      return answer?.ok ? answer.data : (await load(name))(name, args);
    };
  }
  const client = groups as unknown as ApiClient;
  client.upload = (file, callOptions) => client.references.upload({ file }, callOptions);
  return client;
}
