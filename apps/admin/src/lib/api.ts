import { createApiClient, type ApiMessages } from '@cermat/api-client';
import { currentHashPath, currentHashRoute, navigate } from './hash-location';
import { currentTexts } from './i18n';
import { bearerToken, clearSession } from './session';

/** A 401 ends the session here too, and the user signs in again to come back (DECISIONS.md). */
function onUnauthorized(): void {
  clearSession(true);
  const path = currentHashPath();
  if (path.startsWith('/login') || path === '/logout') return;
  navigate(`/login?redirect=${encodeURIComponent(currentHashRoute())}`, { replace: true });
}

// Getters: the user may switch language at any time, and the client reads a text when it fails.
const messages: ApiMessages = {
  get network() {
    return currentTexts().error.network;
  },
  get unauthorized() {
    return currentTexts().error.sessionEnded;
  },
  get unexpected() {
    return currentTexts().error.title;
  },
  get fileTooLarge() {
    return currentTexts().error.maxFile;
  },
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
