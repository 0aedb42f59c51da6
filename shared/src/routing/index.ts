export * from './rules';
export * from './business-path';
