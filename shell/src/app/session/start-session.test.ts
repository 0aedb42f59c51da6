import type { UserStatus } from '@onboarding/shared';
import { startSession, type SessionDeps } from './start-session';

const status = {
  name: 'amina',
  email: 'a@example.com',
  stage: 'VERIFIED',
  stages_lists: [],
} as unknown as UserStatus;

function deps(overrides: Partial<SessionDeps> = {}) {
  return {
    getToken: jest.fn(() => 'live-token'),
    tokenExpired: jest.fn(() => false),
    isSessionToken: jest.fn(() => true),
    clearToken: jest.fn(),
    checkUser: jest.fn(async () => status),
    applyUserStatus: jest.fn(),
    ...overrides,
  };
}

describe('startSession', () => {
  it('with a live token, checks the user, fills the state and opens the resolved route', async () => {
    const d = deps();
    await expect(startSession('/login', d)).resolves.toBe('/eligible-check');
    expect(d.checkUser).toHaveBeenCalledTimes(1);
    expect(d.applyUserStatus).toHaveBeenCalledWith(status);
  });

  it('goes to / when check-user fails', async () => {
    const d = deps({ checkUser: jest.fn(async () => Promise.reject(new Error('500'))) });
    await expect(startSession('/accounting', d)).resolves.toBe('/');
    expect(d.applyUserStatus).not.toHaveBeenCalled();
  });

  it('goes to / when the status resolves to no route', async () => {
    const unverified = { ...status, stage: null } as unknown as UserStatus;
    await expect(startSession('/login', deps({ checkUser: jest.fn(async () => unverified) }))).resolves.toBe(
      '/',
    );
  });

  it('keeps a reloaded screen that the application allows, and moves on from one it does not', async () => {
    const eligible = {
      ...status,
      stage: 'ELIGIBLE',
      stages_lists: [{ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: false }],
    } as unknown as UserStatus;
    const d = deps({ checkUser: jest.fn(async () => eligible) });
    await expect(startSession('/financials', d)).resolves.toBe('/financials');
    await expect(startSession('/accounting', d)).resolves.toBe('/eligible');
  });

  it('keeps /email-check with the email-action token of "continue", without asking check-user', async () => {
    const d = deps({ isSessionToken: jest.fn(() => false) });
    await expect(startSession('/email-check', d)).resolves.toBeNull();
    expect(d.checkUser).not.toHaveBeenCalled();
  });

  it('without a token, keeps /email-check (reloaded after registering) and nothing else of the journey', async () => {
    const d = deps({ getToken: jest.fn(() => null) });
    await expect(startSession('/email-check', d)).resolves.toBeNull();
    await expect(startSession('/financials', d)).resolves.toBe('/');
  });

  it('without a token, skips check-user and sends a step screen to /', async () => {
    const d = deps({ getToken: jest.fn(() => null) });
    await expect(startSession('/eligible-check', d)).resolves.toBe('/');
    expect(d.checkUser).not.toHaveBeenCalled();
  });

  it('treats an expired token as none, and forgets it', async () => {
    const d = deps({ tokenExpired: jest.fn(() => true) });
    await expect(startSession('/subscriptions/file', d)).resolves.toBe('/');
    expect(d.checkUser).not.toHaveBeenCalled();
    expect(d.clearToken).toHaveBeenCalled();
  });

  it('without a token, leaves the welcome screen and unknown paths where they are', async () => {
    const d = deps({ getToken: jest.fn(() => null) });
    await expect(startSession('/', d)).resolves.toBeNull();
    await expect(startSession('/no-such-page', d)).resolves.toBeNull();
  });

  it('leaves the dashboard where it is, with a session or without: it signs the applicant in itself', async () => {
    const withToken = deps();
    await expect(startSession('/dashboard', withToken)).resolves.toBeNull();
    // Checked all the same, for the journey panel beside it.
    expect(withToken.applyUserStatus).toHaveBeenCalledWith(status);
    const failing = deps({ checkUser: jest.fn(async () => Promise.reject(new Error('401'))) });
    await expect(startSession('/dashboard', failing)).resolves.toBeNull();
    const without = deps({ getToken: jest.fn(() => null) });
    await expect(startSession('/dashboard', without)).resolves.toBeNull();
    expect(without.checkUser).not.toHaveBeenCalled();
    const emailAction = deps({ isSessionToken: jest.fn(() => false) });
    await expect(startSession('/dashboard', emailAction)).resolves.toBeNull();
    expect(emailAction.checkUser).not.toHaveBeenCalled();
  });
});
