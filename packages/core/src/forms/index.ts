export * from './server-errors';
export * from './save.machine';
export * from './rules';
export * from './field-messages';
