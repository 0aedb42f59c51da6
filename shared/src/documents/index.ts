// `@onboarding/shared/documents`: choosing, checking and sending documents with per-file progress and retry, and the
// form that does it. /financials and the dashboard's requests for information upload with the very same rules,
// texts and inputs.
export * from './acceptedFiles';
export * from './documentSlots';
export * from './readFile';
export * from './serverRefusal';
export * from './slotText';
export * from './submitDocuments';
export * from './uploadProgress';
export * from './upload';
