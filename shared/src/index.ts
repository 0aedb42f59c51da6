// Browser entry of @onboarding/shared: what the shell and every remote share at run time (one API layer, one store,
// one i18n instance, one router through `@onboarding/shared/router`). Kept light, since the welcome page loads all of
// it; heavier parts have entries of their own, loaded only where needed:
//   `@onboarding/shared/ui`        the React components
//   `@onboarding/shared/schemas`   the zod schemas (zod and libphonenumber-js, about 60 KiB gzipped): forms only
//   `@onboarding/shared/http`      the axios instance, loaded by the API functions on their first call
//   `@onboarding/shared/constants` every constant, the ISO country list (only the eligibility form needs it) included
export * from './api';
export * from './calendar';
export * from './constants/businessTypes';
export * from './constants/companyStages';
export * from './constants/accountingSystems';
export * from './constants/limits';
export * from './constants/messages';
export * from './constants/urls';
export * from './routing';
export * from './state';
export * from './i18n';
export * from './text/names';
export * from './outcome';
