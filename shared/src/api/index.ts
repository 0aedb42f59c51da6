export * from './unauthorized';
export * from './session';
export * from './errors';
export * from './config';
export * from './onboarding';
export * from './uploads';
export * from './accounting';
export * from './dashboard';
export type * from './types';
