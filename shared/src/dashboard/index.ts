// The applicant's dashboard contract (#18), shared by the API and the dashboard remote: '@onboarding/shared/dashboard'.
export * from './schemas';
