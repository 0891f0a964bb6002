/**
 * Calls `notify` once per burst of 401 answers: requests that were sent with the same
 * token fail together when it expires, and the owner must hear of it once. A new token
 * (signed in again) or a successful answer starts a new burst.
 */
export function unauthorizedGate<E>(notify: (error: E) => void) {
  let notifiedFor: { token: string | null } | null = null;
  return {
    unauthorized(token: string | null, error: E) {
      if (notifiedFor && notifiedFor.token === token) return;
      notifiedFor = { token };
      notify(error);
    },
    succeeded(token: string | null) {
      if (notifiedFor && notifiedFor.token === token) notifiedFor = null;
    },
  };
}
