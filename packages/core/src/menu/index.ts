export * from './menu.types';
export * from './menu.tree';
export * from './menu.selection';
export * from './menu.side';
export * from './menu.grants';
export * from './menu.ancestors';
