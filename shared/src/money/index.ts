// `@onboarding/shared/money`: the one place that reads, computes with and writes money (integer minor units and basis
// points). React-free and DOM-free: the browser apps, the server's emails and the offer letter all use it.
export * from './decimal';
export * from './format';
export * from './parse';
export * from './amount-reader';
