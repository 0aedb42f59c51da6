import { browserFederationRuntime } from '@onboarding/shared/federation/runtime';
import { createReviewPanelLoader } from './review-panels';

export const loadReviewPanel = createReviewPanelLoader(browserFederationRuntime);
