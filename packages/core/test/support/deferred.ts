import { fromPromise } from 'xstate';

/** A promise with its settle functions, so a test decides when and in which order answers arrive. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises reach their actors: a few microtask turns, no timers involved. */
export async function flush(turns = 10): Promise<void> {
  for (let i = 0; i < turns; i += 1) await Promise.resolve();
}

/** A promise actor whose calls are recorded and whose latest answer the test settles. */
export function fakePromiseActor<Input>() {
  const sent: Input[] = [];
  let current = deferred<unknown>();
  const logic = fromPromise<unknown, Input>(({ input }) => {
    sent.push(input);
    current = deferred<unknown>();
    return current.promise;
  });
  return { logic, sent, answer: () => current };
}
