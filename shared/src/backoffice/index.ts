// The back office's contract, shared by the API, the back office host and the remotes' review panels. Not part
// of the applicant's bundles: import it as '@onboarding/shared/backoffice'.
export * from './schemas';
export * from './due';
export * from './review-panel';
export * from './panels';
export * from './underwriting';
export * from './offers';
export * from './offer-terms';
export * from './query-keys';
export * from './pre-review';
export * from './summary';
