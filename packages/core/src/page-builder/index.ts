export * from './page.types';
export * from './page.algebra';
export * from './page.convert';
export * from './page.machine';
export * from './component-name';
export * from './page.errors';
