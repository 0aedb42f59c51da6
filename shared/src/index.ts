// Browser entry of @onboarding/shared (everything but the React components of ./ui).
export * from './api';
export * from './constants';
export * from './schemas';
export * from './routing';
export * from './state';
export * from './i18n';
