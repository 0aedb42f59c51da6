export * from './texts';
export * from './DocumentUploadField';
export * from './DocumentUploadForm';
export * from './useDocumentUpload';
