import { anyEnvelope, envelope, failureData, type NamedEntry } from '@cermat/contract';
import { ApiError, ContractError } from './errors';
import type { ApiMessages } from './options';

export interface Answer {
  status: number;
  body: unknown;
}

/** The data of a successful answer, or the ApiError it means. */
export function readAnswer(
  def: NamedEntry,
  answer: Answer,
  messages: ApiMessages,
  validate: boolean,
): { ok: true; data: unknown } | { ok: false; error: ApiError } {
  const parsed = anyEnvelope.safeParse(answer.body);
  const code = parsed.success ? parsed.data.meta.code : answer.status;
  const fail = (init: Omit<ConstructorParameters<typeof ApiError>[0], 'entry' | 'status'>) => ({
    ok: false as const,
    error: new ApiError({ ...init, status: code, entry: def.name }),
  });

  if (!parsed.success) {
    if (answer.status === 401)
      return fail({ kind: 'unauthorized', message: messages.unauthorized });
    return fail({ kind: 'server', message: messages.unexpected, cause: answer.body });
  }
  const { meta: head, data } = parsed.data;
  if (answer.status >= 200 && answer.status < 300 && head.code === 200) {
    if (!validate) return { ok: true, data };
    const checked = envelope(def.data).safeParse(answer.body);
    if (!checked.success) throw new ContractError(def.name, checked.error.issues);
    return { ok: true, data: checked.data.data };
  }

  const failure = failureData.safeParse(data);
  const text = failure.success && typeof failure.data === 'string' ? failure.data : head.message;
  if (code === 401 || answer.status === 401) {
    return fail({ kind: 'unauthorized', message: text || messages.unauthorized });
  }
  if (failure.success && typeof failure.data === 'object') {
    return fail({ kind: 'validation', message: head.message, fields: failure.data });
  }
  return fail({ kind: 'server', message: text || messages.unexpected });
}
