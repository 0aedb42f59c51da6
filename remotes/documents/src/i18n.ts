import { registerTranslations } from '@onboarding/shared';

export const DOCUMENTS_NS = 'documents';

// English texts of /financials and /documents-email; the spec's texts word for word where it gives them.
export const documentsEn = {
  financials: {
    title: 'Upload Your Documents',
    intro:
      'Please share the documents below so we can review your application. Each file can be up to 20 MB.',
    requiredNote: 'Documents marked * are required.',
    optional: '(optional)',
    required: '(required)',
    submit: 'SUBMIT',
    submitting: 'Uploading…',
    progressLabel: 'Uploading your documents',
    done: 'Your documents have been received. This step is complete.',
    continue: 'Continue',
    announce: {
      reading: 'Preparing your documents…',
      progress: 'Uploading your documents: {{percent}}',
      stored: 'Your documents have been uploaded.',
      failed: 'Your documents could not be uploaded.',
    },
  },
  received: {
    title: 'Documents Received!',
    thanks: 'Thank you for sharing your documents.',
    entertainment: {
      access: 'Our team will reach out to you to set up access to your transaction data.',
      next: 'Next, you will need to connect your accounting system.',
    },
    general: {
      intro: 'Next, connect your systems:',
      step1Label: 'Step 1',
      step1: 'Connect subscription system',
      step2Label: 'Step 2',
      step2: 'Connect accounting system',
    },
    connect: 'Connect your systems',
    loading: 'Loading…',
  },
};

registerTranslations(DOCUMENTS_NS, documentsEn, { ar: () => import('./i18n.ar') });
