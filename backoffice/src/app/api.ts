// The back office's calls, one typed function each, through the shared staff client (cookie session, CSRF token in
// memory). Bodies are parsed with the contract's schemas (@onboarding/shared/backoffice) where it has them.
import {
  assignResultSchema,
  auditPageSchema,
  caseDetailSchema,
  queueSchema,
  reviewActionResultSchema,
  ssoConfigSchema,
  staffListSchema,
  staffMoveResultSchema,
  underwritingSchema,
  type ReviewAction,
  type ReviewActionBody,
  type StaffMove,
  type StaffRole,
} from '@onboarding/shared/backoffice';
import { setCsrfToken, staffApi, staffApiError } from '@onboarding/shared/backoffice/client';
import type { QueueFilters } from '../features/cases/queue-query';
import { toQueueParams } from '../features/cases/queue-query';

export interface StaffSession {
  staff: { id: string; email: string; role: StaffRole };
  csrfToken: string;
  expiresAt: string;
}

export interface Enrolment {
  email: string;
  role: StaffRole;
  secret: string;
  otpauthUri: string;
}

function remember(session: StaffSession): StaffSession {
  setCsrfToken(session.csrfToken);
  return session;
}

export async function getSession(): Promise<StaffSession> {
  return remember((await staffApi.get<StaffSession>('/session')).data);
}

export async function signIn(body: { email: string; password: string; code: string }) {
  return remember((await staffApi.post<StaffSession>('/session', body)).data);
}

export async function signOut(): Promise<void> {
  try {
    await staffApi.delete('/session');
  } finally {
    setCsrfToken(null);
  }
}

export async function signOutEverywhere(): Promise<number> {
  try {
    return (await staffApi.post<{ revoked: number }>('/sessions/revoke-all')).data.revoked;
  } finally {
    setCsrfToken(null);
  }
}

/** Whether single sign-on is offered; a server without the route (404) offers none. */
export async function getSso(): Promise<{ enabled: boolean; label?: string }> {
  try {
    return ssoConfigSchema.parse((await staffApi.get('/sso')).data);
  } catch (err) {
    if (staffApiError(err)?.status === 404) return { enabled: false };
    throw err;
  }
}

export const SSO_START_URL = '/api/backoffice/sso/start';

export async function getEnrolment(token: string): Promise<Enrolment> {
  return (await staffApi.get<Enrolment>('/enrolment', { headers: { 'X-Enrolment-Token': token } })).data;
}

export async function finishEnrolment(body: { token: string; password: string; code: string }) {
  return (await staffApi.post<{ enrolled: true; role: StaffRole }>('/enrolment', body)).data;
}

export async function listCases(filters: QueueFilters) {
  return queueSchema.parse((await staffApi.get('/cases', { params: toQueueParams(filters) })).data);
}

export async function getCase(id: number) {
  return caseDetailSchema.parse((await staffApi.get(`/cases/${id}`)).data);
}

/** Assigns (or, with null, unassigns) a case: its assignee, review status and the caller's actions afterwards. */
export async function assignCase(id: number, staffId: string | null) {
  return assignResultSchema.parse((await staffApi.post(`/cases/${id}/assign`, { staffId })).data);
}

export async function addNote(id: number, text: string): Promise<void> {
  await staffApi.post(`/cases/${id}/notes`, { text });
}

export async function takeAction(id: number, action: ReviewAction, body: ReviewActionBody) {
  return reviewActionResultSchema.parse((await staffApi.post(`/cases/${id}/actions/${action}`, body)).data);
}

export async function caseAudit(id: number, before?: number) {
  return auditPageSchema.parse(
    (await staffApi.get(`/cases/${id}/audit`, { params: before ? { before } : {} })).data,
  );
}

export async function listStaff() {
  return staffListSchema.parse((await staffApi.get('/staff')).data).staff;
}

export async function inviteStaff(body: { email: string; role: StaffRole }) {
  return (
    await staffApi.post<{ staffId: string; email: string; role: StaffRole; mailSent: boolean }>(
      '/staff',
      body,
    )
  ).data;
}

/**
 * An admin's move on a member's account (POST /staff/{id}/{move}): the member as they are now (null once their
 * invitation is revoked) and the sessions it ended. `role` takes the new role; the other moves send no body (they read none).
 */
export async function staffMove(id: string, move: StaffMove, body?: { role: StaffRole }) {
  return staffMoveResultSchema.parse(
    (await staffApi.post(`/staff/${encodeURIComponent(id)}/${move}`, body)).data,
  );
}

/** A case's underwriting figures and pricing guide: computed by the server on the first read, then stored. */
export async function getUnderwriting(id: number) {
  return underwritingSchema.parse((await staffApi.get(`/cases/${id}/underwriting`)).data);
}

/** Computes a case's underwriting figures again from its current data (CSRF header through staffApi). */
export async function recomputeUnderwriting(id: number) {
  return underwritingSchema.parse((await staffApi.post(`/cases/${id}/underwriting/recompute`)).data);
}
