// `@onboarding/shared/documents`: choosing, checking and sending documents with per-file progress and retry. The
// rules of /financials, kept here so the dashboard's requests for information (#18) upload with the very same ones.
export * from './acceptedFiles';
export * from './documentSlots';
export * from './readFile';
export * from './serverRefusal';
export * from './slotText';
export * from './submitDocuments';
export * from './uploadProgress';
