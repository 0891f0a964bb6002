export * from './server-errors';
export * from './save.machine';
export * from './rules';
