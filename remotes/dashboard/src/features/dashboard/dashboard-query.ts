/** The cache key of the applicant's dashboard (GET /api/dashboard), dropped when the session ends. */
export const DASHBOARD_KEY = ['dashboard'] as const;
