// What Storybook may show of the console: its screens' presentational parts.
export { LoginForm, type LoginFormProps } from './features/auth/components/login-form';
export { DashboardView } from './features/dashboard/components/dashboard-view';
export { SideMenu } from './features/shell/components/side-menu';
export { HorizontalMenu } from './features/shell/components/horizontal-menu';
