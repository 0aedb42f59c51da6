// One line per feature's tables (CONTRIBUTING.md: migrations and schema files are per feature). The migrations build
// the database, these describe it to the code: schema-drift.test.ts fails when the two differ.
export * from './core';
export * from './eligibility';
export * from './documents';
export * from './transactions';
export * from './accounting';
export * from './mail';
export * from './staff';
export * from './review';
export * from './underwriting';
export * from './offers';
export * from './dashboard';
export * from './privacy';
export * from './screening';
