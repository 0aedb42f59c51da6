import { PATHS, resolveUserStatus, type UserStatus } from '@onboarding/shared';

const STEP_ROUTES: readonly string[] = [PATHS.eligibleCheck, PATHS.eligibleCheckPartTwo];

/**
 * Where an applicant whose eligibility is decided goes on from a step of the check: where the user status says they
 * are, or the result screen when the status does not say it yet (it was fetched before the decision).
 */
export function routeAfterDecision(status: UserStatus | null): string {
  const route = resolveUserStatus(status).route;
  return route && !STEP_ROUTES.includes(route) ? route : PATHS.eligible;
}
