// The session a request carries, at the bottom: the rules and handlers above read it, and
// auth/sessions.ts finds it for a token.

export interface Session {
  id: number;
  userId: number;
  activeRoleId: number | null;
  expiresAt: Date;
  /** The answer to the right asked for while resolving (one round trip instead of two). */
  allowed?: boolean;
}

/**
 * How long a session lives (OWASP ASVS 5.0 V7.3): `absoluteMs` from sign-in whatever its
 * use, and `idleMs` after its last call.
 */
export interface SessionLifetimes {
  absoluteMs: number;
  idleMs: number;
}
