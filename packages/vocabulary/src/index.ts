export * from './records';
export * from './menus';
export * from './configs';
export * from './masters';
export * from './plain-masters';
export * from './record-names';
export * from './user-import';
