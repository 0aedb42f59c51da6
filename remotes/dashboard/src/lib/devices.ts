/** The page's one API client, loaded with the first call as the shared API functions do. */
const apiClient = async () => (await import('@onboarding/shared/http')).api;

// "Keep me signed in on this device": the calls, and the one thing the page keeps about it. The device's token lives
// only in an HttpOnly cookie the server sets (sent to /api/dashboard alone, never readable here); what localStorage
// keeps is the applicant's choice, no secret: it ticks the box next time, and says a returning visit may try the
// cookie before showing the sign-in form.

export interface RememberedDevice {
  id: number;
  device: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  current: boolean;
}

const KEEP_KEY = 'dashboard.keepSignedIn';

/** Storage can be missing or refuse (privacy modes): then the choice is simply not kept. */
function kept<T>(work: (storage: Storage) => T, otherwise: T): T {
  try {
    return typeof localStorage === 'undefined' ? otherwise : work(localStorage);
  } catch {
    return otherwise;
  }
}

/** The applicant chose to be kept signed in on this device. */
export const wantsToStaySignedIn = (): boolean => kept((s) => s.getItem(KEEP_KEY) === '1', false);

export function setStaySignedIn(keep: boolean): void {
  kept((s) => (keep ? s.setItem(KEEP_KEY, '1') : s.removeItem(KEEP_KEY)), undefined);
}

/** POST /dashboard/session: the mailed link's secret for the session, and the device's cookie when `remember`. */
export async function openSession(link: string, remember: boolean): Promise<{ token: string }> {
  const api = await apiClient();
  return (
    await api.post<{ token: string }>('/dashboard/session', { link, ...(remember ? { remember } : {}) })
  ).data;
}

/** POST /dashboard/device-session: the device's cookie (sent by the browser) for a session; 401 when it is gone. */
export async function openDeviceSession(): Promise<{ token: string }> {
  const api = await apiClient();
  return (await api.post<{ token: string }>('/dashboard/device-session', {})).data;
}

export async function listDevices(): Promise<RememberedDevice[]> {
  const api = await apiClient();
  return (
    await api.get<{ devices: RememberedDevice[] }>('/dashboard/devices', {
      headers: { 'Cache-Control': 'no-cache' },
    })
  ).data.devices;
}

export async function revokeDevice(id: number): Promise<void> {
  const api = await apiClient();
  await api.delete(`/dashboard/devices/${id}`);
}

export async function revokeAllDevices(): Promise<void> {
  const api = await apiClient();
  await api.post('/dashboard/devices/revoke-all', {});
}

/** POST /dashboard/sign-out: this device is no longer kept signed in (its cookie is revoked and cleared). */
export async function signOutDevice(): Promise<void> {
  const api = await apiClient();
  await api.post('/dashboard/sign-out', {});
}
