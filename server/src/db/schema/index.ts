// One line per feature's tables (CONTRIBUTING.md: migrations and schema files are per feature).
export * from './core';
