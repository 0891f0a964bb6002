import { setupServer } from 'msw/node';
import { createMockApi, type MockApi } from './handlers';
import type { Scenario } from './scenario';

/**
 * The mock server of a Node test run (the console's unit tests): start it once in the
 * test setup, then `useMockApi(scenario)` in a test answers its calls from that scenario.
 */
export const mockServer = setupServer();

/** Serves the API from a fresh store for the scenario until the handlers are reset. */
export function useMockApi(scenario: Scenario = {}): MockApi {
  const api = createMockApi(scenario);
  mockServer.use(...api.handlers);
  return api;
}
