import { useEffect, useRef } from 'react';
import { proxy } from 'valtio';
import { keepDraft, overDraft, takeDraft } from '@/lib/drafts';
import {
  blockNavigation,
  currentHashPath,
  proceed,
  type NavigationRequest,
} from '@/lib/hash-location';
import { onSessionEnd, session } from '@/lib/session';

/** A form's values, kept when a 401 interrupts it and put back when its user returns. */
interface Draft<V> {
  values: V;
  /** False while the record loads: a kept draft waits for it, then goes over it. */
  ready: boolean;
  restore: (values: V) => void;
}

/**
 * The move waiting for the answer to 'leave unsaved changes?' (the shell's `LeaveDialog`
 * asks it in the product's own dialog), and how to let it through.
 */
export const leaveQuestion = proxy<{ pending: NavigationRequest | null }>({ pending: null });
let liftBlock: (() => void) | null = null;

/** The user's answer to the leave question: stay, or leave and go where they were going. */
export function answerLeave(leave: boolean): void {
  const request = leaveQuestion.pending;
  leaveQuestion.pending = null;
  if (!leave || !request) return;
  liftBlock?.();
  proceed(request);
}

/**
 * Asks before leaving a form with unsaved changes: links, buttons and the browser's
 * back/forward get the product's own question; closing or reloading the tab gets the
 * browser's. When a 401 ends the session, the form gives way to the sign-in screen
 * and keeps `draft` for the same user's return (never passwords or files).
 */
export function useUnsavedChanges<V extends object>(dirty: boolean, draft?: Draft<V>): void {
  const latest = useRef(draft);
  latest.current = draft;
  const ready = draft?.ready ?? false;

  // Once the form is ready, a kept draft of this user and route goes over what it shows.
  useEffect(() => {
    const user = session.user;
    const current = latest.current;
    if (!ready || !user || !current) return;
    const kept = takeDraft(user.id, currentHashPath());
    if (kept) current.restore(overDraft(current.values, kept));
  }, [ready]);

  useEffect(() => {
    if (!dirty) return;
    const path = currentHashPath();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const unblock = blockNavigation((request) => {
      leaveQuestion.pending = request;
      return false;
    });
    liftBlock = unblock;
    const stopWatching = onSessionEnd((user) => {
      if (latest.current) keepDraft(user.id, path, latest.current.values);
      unblock();
    });
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      unblock();
      stopWatching();
      if (liftBlock === unblock) liftBlock = null;
      leaveQuestion.pending = null;
    };
  }, [dirty]);
}
