export * from '../journey';
export * from './rules';
export * from './business-path';
export * from './screens';
export * from './steps-done';
