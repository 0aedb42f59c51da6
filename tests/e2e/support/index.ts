// Helpers for the end-to-end specs. The product itself is started by playwright.config.ts (webServer: a fresh
// DATA_DIR on the E2E_PORT base); these read what it writes and put the browser in a given state.
export * from './applicant';
export * from './captcha';
export * from './outbox';
export * from './session';
export * from './processes';
