import '@testing-library/jest-dom/vitest';
import { mockServer } from '@cermat/mocks/node';
import { installDomStubs } from '@cermat/ui-kit/testing';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadTexts } from '@/lib/i18n';

// jsdom lacks what the kit's components measure with (matchMedia, ResizeObserver, ...).
installDomStubs();

// A screen renders once the product texts are there (the console loads them after /login).
await loadTexts();

// Every API call of a test is answered by the shared handlers (`useMockApi(scenario)`);
// a call no test set up fails the test instead of reaching the network.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
// Answers travel through msw's interceptors: on a busy two-core machine a screen may need
// more than the default second to show what the server said.
configure({ asyncUtilTimeout: 3000 });
afterAll(() => mockServer.close());

afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.location.hash = '';
});
