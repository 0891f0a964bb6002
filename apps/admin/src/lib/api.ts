import {
  createApiClient,
  type ApiClient,
  type ApiError,
  type ApiMessages,
} from '@cermat/api-client';
import { idSignIn } from '@cermat/core';
import { API_PATH } from '@/config/api';
import { takeEarlyAnswer } from './boot';
import { currentHashPath, currentHashRoute, navigate } from './hash-location';
import { currentSignInTexts, currentTexts } from './i18n';
import { bearerToken, clearSession } from './session';

/** A 401 ends the session here too, and the user signs in again to come back (DECISIONS.md). */
function onUnauthorized(error: ApiError): void {
  const path = currentHashPath();
  // Signing out, or signed out already: a call of the old session answered late, and the
  // sign-in screen must not say the session ended on its own.
  if (path === '/logout' || !bearerToken()) return;
  // The server speaks the default locale; its reason is shown in the user's own language.
  clearSession(error.message === idSignIn.auth.sessionReplaced ? 'replaced' : true);
  if (path.startsWith('/login')) return;
  navigate(`/login?redirect=${encodeURIComponent(currentHashRoute())}`, { replace: true });
}

// Getters: the user may switch language at any time, and the client reads a text when it fails.
const messages: ApiMessages = {
  get network() {
    return currentSignInTexts().error.network;
  },
  get unauthorized() {
    return currentSignInTexts().error.sessionEnded;
  },
  get unexpected() {
    return currentSignInTexts().error.title;
  },
  get fileTooLarge() {
    return currentSignInTexts().error.maxFile;
  },
  // Only a path parameter is refused this way, and the sign-in calls have none.
  get invalid() {
    return currentTexts().server.invalid;
  },
};

type CallListener = (entry: string) => void;
const callListeners = new Set<CallListener>();

/** Tells `listener` the entry name ('users.setStatus') of every call when it starts and when it ends. */
export function onApiCall(listener: CallListener): void {
  callListeners.add(listener);
}

/** The client with every method reporting its calls (a request made ahead must learn of writes). */
function reporting(client: ApiClient): ApiClient {
  const tell = (entry: string) => callListeners.forEach((listener) => listener(entry));
  for (const [group, calls] of Object.entries(client)) {
    if (typeof calls !== 'object') continue;
    const methods = calls as Record<string, (...args: unknown[]) => Promise<unknown>>;
    for (const [name, call] of Object.entries(methods)) {
      const entry = `${group}.${name}`;
      methods[name] = (...args) => {
        tell(entry);
        return call(...args).finally(() => tell(entry));
      };
    }
  }
  return client;
}

/** Every call of the contract; the API lives at the same origin as the console (DECISIONS.md). */
export const api = reporting(
  createApiClient({
    baseURL: new URL(API_PATH, document.baseURI).href,
    getToken: bearerToken,
    onUnauthorized,
    messages,
    early: takeEarlyAnswer,
  }),
);
