// The applicant's dashboard contract, shared by the API and the dashboard remote: '@onboarding/shared/dashboard'.
export * from './schemas';
