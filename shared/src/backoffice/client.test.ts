import { setLanguage } from '../i18n';
import { fakeAdapter } from '../api/test-adapter';
import { setCsrfToken, staffApi } from './client';

const originalAdapter = staffApi.defaults.adapter;

afterEach(() => {
  staffApi.defaults.adapter = originalAdapter;
  setCsrfToken(null);
});

describe('the back office’s client', () => {
  it('tells the server the page’s language, so the staff member’s and invitees’ emails come in it', async () => {
    const fake = fakeAdapter(() => ({ status: 200, data: {} }));
    staffApi.defaults.adapter = fake.adapter;
    await staffApi.get('/session');
    await setLanguage('ar');
    await staffApi.post('/staff', { email: 'a@p.example', role: 'reviewer' });
    await setLanguage('en');
    expect(fake.requests.map((r) => r.headers.get('Accept-Language'))).toEqual(['en', 'ar']);
  });

  it('sends the session’s CSRF token on state-changing calls only', async () => {
    const fake = fakeAdapter(() => ({ status: 200, data: {} }));
    staffApi.defaults.adapter = fake.adapter;
    setCsrfToken('csrf-1');
    await staffApi.get('/staff');
    await staffApi.post('/staff/x/disable');
    expect(fake.requests.map((r) => r.headers.get('X-CSRF-Token'))).toEqual([undefined, 'csrf-1']);
  });
});
