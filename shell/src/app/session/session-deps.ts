import {
  applyUserStatus,
  checkUser,
  clearToken,
  decodeTokenPayload,
  getToken,
  store,
  tokenExpired,
} from '@onboarding/shared';
import { fillEligibilitySteps } from './eligibility-steps';
import type { SessionDeps } from './start-session';

/** The real session dependencies: the shared API client, session storage and the page's one store. */
export const sessionDeps: SessionDeps = {
  getToken,
  tokenExpired: (token) => tokenExpired(token),
  isSessionToken: (token) => decodeTokenPayload(token)?.purpose === 'session',
  clearToken,
  checkUser,
  async applyUserStatus(status) {
    const resolved = applyUserStatus(status, store);
    await fillEligibilitySteps(status, store);
    return resolved;
  },
};
