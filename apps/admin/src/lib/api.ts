import { createApiClient, type ApiError, type ApiMessages } from '@cermat/api-client';
import { idSignIn } from '@cermat/core';
import { currentHashPath, currentHashRoute, navigate } from './hash-location';
import { currentSignInTexts, currentTexts } from './i18n';
import { bearerToken, clearSession } from './session';

/** A 401 ends the session here too, and the user signs in again to come back (DECISIONS.md). */
function onUnauthorized(error: ApiError): void {
  // The server speaks the default locale; its reason is shown in the user's own language.
  clearSession(error.message === idSignIn.auth.sessionReplaced ? 'replaced' : true);
  const path = currentHashPath();
  if (path.startsWith('/login') || path === '/logout') return;
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

/** Every call of the contract; the API lives at the same origin as the console (DECISIONS.md). */
export const api = createApiClient({
  baseURL: new URL('backend/api/v1', document.baseURI).href,
  getToken: bearerToken,
  onUnauthorized,
  messages,
});
