// What Storybook may show of the console: its screens' presentational parts.
export { LoginForm, type LoginFormProps } from './features/auth/components/login-form';
export { DashboardView } from './features/dashboard/components/dashboard-view';
// Screen stories render the whole console at a route, signed in as the mock server says.
export { App } from './app';
export { clearSession, startSession } from './lib/session';
export { updateSettings } from './lib/settings';
