// Its own chunk: /login carries only the sign-in screen's texts (`idSignIn`); the rest of
// the default language arrives with the first screen after it.
export { id } from '@cermat/core';
