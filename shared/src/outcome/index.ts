// What the applicant is told once an application is decided or submitted: its reference and a decline's reasons.
export * from './reference';
export * from './decline';
