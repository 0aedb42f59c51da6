import { store } from '@onboarding/shared';
import { staffApi } from '@onboarding/shared/backoffice/client';
import type { AxiosAdapter } from 'axios';
import { listCases } from './api';
import { checkSession, handleSessionEnded, homeFor, navFor, signInReasonAtom, staffAtom } from './session';

function answer(status: number, data: unknown): AxiosAdapter {
  return async (config) => {
    const response = { status, data, headers: {}, config, statusText: String(status) };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', String(status), config, null, response);
    }
    return response;
  };
}

describe('the staff session', () => {
  it('remembers the signed-in staff member from GET /backoffice/session, and nobody on 401', async () => {
    staffApi.defaults.adapter = answer(200, {
      staff: { id: 'staff-1', email: 'amina@provider.example', role: 'admin' },
      csrfToken: 'c',
      expiresAt: '2026-11-25T12:00:00Z',
    });
    await expect(checkSession()).resolves.toEqual({
      id: 'staff-1',
      email: 'amina@provider.example',
      role: 'admin',
    });
    staffApi.defaults.adapter = answer(401, { details: { error: 'Please sign in.' } });
    await expect(checkSession()).resolves.toBeNull();
  });

  it('a 401 on any call sends a signed-in reader to sign in, saying the session ended', async () => {
    store.set(staffAtom, { id: 'staff-2', email: 'r@provider.example', role: 'reviewer' });
    store.set(signInReasonAtom, null);
    const goToSignIn = jest.fn();
    const stop = handleSessionEnded(goToSignIn);
    staffApi.defaults.adapter = answer(401, { details: { error: 'Your session has ended.' } });
    await expect(listCases({ page: 1 })).rejects.toBeTruthy();
    expect(goToSignIn).toHaveBeenCalledTimes(1);
    expect(store.get(staffAtom)).toBeNull();
    expect(store.get(signInReasonAtom)).toBe('ended');
    stop();
  });

  it('shows each role its own pages', () => {
    expect(navFor('reviewer').map((n) => n.key)).toEqual(['cases']);
    expect(navFor('approver').map((n) => n.key)).toEqual(['cases']);
    expect(navFor('admin').map((n) => n.key)).toEqual(['team', 'audit']);
    expect(homeFor('admin')).toBe('/team');
  });
});
