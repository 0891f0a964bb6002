import type { Parsed } from '../input';
import type { MockStore } from '../store.types';

/** What one call gets: the scenario's store, its parsed input and the raw request. */
export interface Call {
  store: MockStore;
  input: Parsed;
  url: URL;
  request: Request;
}

/** The answer's data and, for writes, the server's success text. */
interface Result {
  data: unknown;
  message?: string;
  /** An answer outside the envelope (a CSV export), sent once `data` passed the contract. */
  response?: Response;
}

export type Behaviour = (call: Call) => Result | Promise<Result>;
