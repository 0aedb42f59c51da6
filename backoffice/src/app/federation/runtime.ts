import { createBrowserFederationRuntime } from '@onboarding/shared/federation/runtime';
import { createReviewPanelLoader } from './review-panels';

export const loadReviewPanel = createReviewPanelLoader(createBrowserFederationRuntime('backoffice'));
