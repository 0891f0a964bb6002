export * from './list.types';
export * from './list.utils';
export * from './list.reducer';
export * from './list.machine';
export * from './list.columns';
