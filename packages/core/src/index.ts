export * from './i18n';
export * from './constants';
export * from './routes/menus';
export * from './routes/routes';
export * from './routes/match';
export * from './routes/guard';
export * from './rights/role-groups';
