export * from './session.types';
export * from './session';
export * from './session.storage';
export * from './role-switch.machine';
