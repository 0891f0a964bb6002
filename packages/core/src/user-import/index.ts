export * from './user-import.rules';
export * from './user-import.machine';
