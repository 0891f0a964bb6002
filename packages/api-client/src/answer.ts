import type { Route } from '@cermat/contract/routes';
import { readEnvelope, fieldErrorsOf } from './envelope';
import { ApiError, ContractError, type ApiErrorInit } from './errors';
import type { ApiMessages, ResponseValidator } from './options';

export interface Answer {
  status: number;
  /** The body as text; '' when there was none. */
  text: string;
}

type Outcome = { ok: true; data: unknown } | { ok: false; error: ApiError };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isSuccess = (status: number) => status >= 200 && status < 300;

function succeed(route: Route, data: unknown, validate: ResponseValidator | undefined): Outcome {
  if (!validate) return { ok: true, data };
  const checked = validate(route.name, data);
  if (!checked.ok) throw new ContractError(route.name, checked.issues);
  return { ok: true, data: checked.data };
}

/** The data of a successful answer, or the ApiError it means. */
export function readAnswer(
  route: Route,
  answer: Answer,
  messages: ApiMessages,
  validate?: ResponseValidator,
): Outcome {
  // A CSV export answers its rows as text, outside the envelope the contract's schemas
  // describe; only its failures are envelopes.
  if (route.answer === 'csv' && isSuccess(answer.status)) return { ok: true, data: answer.text };
  const body = readEnvelope(parseJson(answer.text));
  // meta.code mirrors the failure's status; a meta saying 200 on a failed answer does not.
  const code = body && body.code !== 200 ? body.code : answer.status;
  const fail = (init: Omit<ApiErrorInit, 'entry' | 'status'>): Outcome => ({
    ok: false,
    error: new ApiError({ ...init, status: code, entry: route.name }),
  });

  if (!body) {
    if (answer.status === 401)
      return fail({ kind: 'unauthorized', message: messages.unauthorized });
    return fail({ kind: 'server', message: messages.unexpected, cause: answer.text });
  }
  if (isSuccess(answer.status) && body.code === 200) return succeed(route, body.data, validate);

  const text = typeof body.data === 'string' ? body.data : body.message;
  if (code === 401 || answer.status === 401) {
    return fail({ kind: 'unauthorized', message: text || messages.unauthorized });
  }
  if (body.code === 200) return fail({ kind: 'server', message: messages.unexpected });
  const fields = fieldErrorsOf(body.data);
  if (fields) return fail({ kind: 'validation', message: body.message, fields });
  return fail({ kind: 'server', message: text || messages.unexpected });
}
