export * from './palette.screens';
export * from './palette.rank';
