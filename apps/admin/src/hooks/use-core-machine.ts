import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise, type AnyStateMachine, type InputFrom } from 'xstate';

/** The app's side of a machine's promise actors, by actor name: what each call does. */
type Calls = Readonly<Record<string, (input: never) => Promise<unknown>>>;
/** What the app does on each event the machine emits, by event type. */
type Listeners = Readonly<Record<string, () => void>>;

/**
 * Runs one of core's machines for as long as the screen lives. Its promise actors call, and
 * its emitted events reach, the screen's latest callbacks: a screen's closures are new on
 * every render, while the actor must outlive them.
 */
export function useCoreMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  calls: Calls,
  options: { input?: InputFrom<TMachine>; on?: Listeners } = {},
) {
  const latest = useRef({ calls, on: options.on });
  latest.current = { calls, on: options.on };
  const provided = useMemo(() => {
    const actors = Object.fromEntries(
      Object.keys(calls).map((name) => [
        name,
        fromPromise(({ input }) => latest.current.calls[name]!(input as never)),
      ]),
    );
    // The actor names are the machine's own; their types are the callers' (Calls).
    return machine.provide({ actors } as Parameters<TMachine['provide']>[0]) as TMachine;
  }, [machine]);
  const actor = useActorRef(provided, { input: options.input });
  useEffect(() => {
    const subscriptions = Object.keys(latest.current.on ?? {}).map((type) =>
      actor.on(type, () => latest.current.on?.[type]?.()),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor]);
  return actor;
}
