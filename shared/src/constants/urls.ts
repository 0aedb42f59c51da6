/**
 * The applicant's dashboard ("Go to Dashboard" in the "Thank you for applying !" modal) when nothing else is
 * configured: the app's own /dashboard. The browser links to it, on its own origin, until (or unless)
 * /onboarding/utils/config says otherwise; the API's DASHBOARD_URL default is the same path on APP_URL.
 */
export const DEFAULT_DASHBOARD_PATH = '/dashboard';
export const DEFAULT_DASHBOARD_URL = DEFAULT_DASHBOARD_PATH;
