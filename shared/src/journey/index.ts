export * from './paths';
export * from './match';
export * from './table';
export * from './journey';
