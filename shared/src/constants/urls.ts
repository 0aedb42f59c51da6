/**
 * The external dashboard of the "Thank you for applying !" modal when nothing else is configured: the API's
 * DASHBOARD_URL default, and what the browser links to until (or unless) /onboarding/utils/config says otherwise.
 */
export const DEFAULT_DASHBOARD_URL = 'https://dashboard.onboarding.local';
