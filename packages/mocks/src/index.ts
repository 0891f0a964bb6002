export { createMockApi, type MockApi, type MockCall } from './handlers';
export { CALL_NAMES, DEMO_ACCOUNT, LIVE_LINK_TOKEN, scenarios, type Scenario } from './scenario';
export { MOCK_TOKEN, signInData } from './session';
export { plainExampleOf } from './texts';
