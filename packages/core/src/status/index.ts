export * from './status.rules';
export * from './status.machine';
