import axios from 'axios';
import { api } from './client';
import { setUnauthorizedHandler } from './unauthorized';
import { errorMessage } from './errors';
import { getToken, setToken } from './session';
import { fakeAdapter } from './test-adapter';
import { checkEligible, checkUser, register, rememberLanguage } from './onboarding';
import { confirmUpload, directUpload, financialUpload } from './uploads';
import { oauthCode } from './accounting';
import { getRuntimeConfig, resetRuntimeConfig } from './config';
import { DEFAULT_DASHBOARD_URL } from '../constants/urls';
import { setDigits, setLanguage } from '../i18n';

const originalAdapter = api.defaults.adapter;

afterEach(() => {
  api.defaults.adapter = originalAdapter;
  axios.defaults.adapter = originalAdapter;
  sessionStorage.clear();
  setUnauthorizedHandler(null);
  resetRuntimeConfig();
});

describe('api client', () => {
  it('talks JSON to /api with a 60 s timeout and the session bearer', async () => {
    const fake = fakeAdapter(() => ({ status: 200, data: { ok: true } }));
    api.defaults.adapter = fake.adapter;
    setToken('abc.def.ghi');
    await register({ name: 'Aisha', email: 'a@b.co', phone_number: '+14155552671', token_recaptcha: 't' });
    const req = fake.requests[0];
    expect(req.baseURL).toBe('/api');
    expect(req.url).toBe('/onboarding/register');
    expect(req.method).toBe('post');
    expect(req.timeout).toBe(60000);
    expect(req.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(req.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(req.data as string)).toMatchObject({ name: 'Aisha' });
  });

  it('tells the server the page’s language, so its emails come in it', async () => {
    const fake = fakeAdapter(() => ({ status: 200, data: {} }));
    api.defaults.adapter = fake.adapter;
    await api.get('/x');
    await setLanguage('ar');
    await api.get('/y');
    setDigits('arab');
    await api.get('/z');
    setDigits('latn');
    await setLanguage('en');
    expect(fake.requests.map((r) => r.headers.get('Accept-Language'))).toEqual(['en', 'ar', 'ar-u-nu-arab']);
  });

  it('keeps a signed-in applicant’s language with them, and tells no one without a session', async () => {
    const fake = fakeAdapter(() => ({ status: 200, data: { language: 'ar' } }));
    api.defaults.adapter = fake.adapter;
    await rememberLanguage('ar');
    expect(fake.requests).toHaveLength(0);
    setToken('abc.def.ghi');
    await rememberLanguage('ar');
    expect(fake.requests[0]).toMatchObject({ method: 'put', url: '/onboarding/language' });
    expect(JSON.parse(fake.requests[0].data as string)).toEqual({ language: 'ar', digits: 'latn' });
  });

  it('sends no Authorization header without a token', async () => {
    const fake = fakeAdapter(() => ({ status: 200, data: {} }));
    api.defaults.adapter = fake.adapter;
    await api.get('/x');
    expect(fake.requests[0].headers.has('Authorization')).toBe(false);
  });

  it('a 401 clears the token and calls the handler, and the caller still sees the error', async () => {
    api.defaults.adapter = fakeAdapter(() => ({
      status: 401,
      data: { details: { error: 'Unauthorized' } },
    })).adapter;
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    setToken('abc.def.ghi');
    await expect(api.get('/onboarding/check-user')).rejects.toMatchObject({ response: { status: 401 } });
    expect(getToken()).toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('other errors leave the token alone', async () => {
    api.defaults.adapter = fakeAdapter(() => ({
      status: 400,
      data: { details: { error: 'Value is required' } },
    })).adapter;
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    setToken('abc.def.ghi');
    const err = await api.post('/x', {}).catch((e: unknown) => e);
    expect(getToken()).toBe('abc.def.ghi');
    expect(handler).not.toHaveBeenCalled();
    expect(errorMessage(err, 'fallback')).toBe('Value is required');
  });

  it('errorMessage falls back when the server gives no details.error', () => {
    expect(errorMessage(new Error('network'), 'Oops! Something went wrong.')).toBe(
      'Oops! Something went wrong.',
    );
    expect(errorMessage(undefined, 'fb')).toBe('fb');
  });
});

describe('typed calls', () => {
  it('checkUser busts caches with an empty-valued query key and no-cache headers', async () => {
    const fake = fakeAdapter(() => ({ status: 200, data: { onboarding_id: 1, stage: 'VERIFIED' } }));
    api.defaults.adapter = fake.adapter;
    const status = await checkUser();
    expect(status).toMatchObject({ onboarding_id: 1 });
    const req = fake.requests[0];
    expect(req.url).toBe('/onboarding/check-user');
    const params = req.params as Record<string, string>;
    expect(Object.keys(params)).toHaveLength(1);
    expect(Object.keys(params)[0]).toMatch(/^\d{13}$/);
    expect(Object.values(params)[0]).toBe('');
    expect(api.getUri(req)).toMatch(/^\/api\/onboarding\/check-user\?\d{13}=$/);
    expect(req.headers.get('Cache-Control')).toBe('no-cache');
    expect(req.headers.get('Pragma')).toBe('no-cache');
    expect(req.headers.get('Expires')).toBe('0');
  });

  it('checkEligible gives the data, or null when the call fails', async () => {
    api.defaults.adapter = fakeAdapter(() => ({
      status: 200,
      data: { eligible: true, eligibleAmount: 5 },
    })).adapter;
    await expect(checkEligible()).resolves.toEqual({ eligible: true, eligibleAmount: 5 });
    api.defaults.adapter = fakeAdapter(() => ({ status: 500 })).adapter;
    await expect(checkEligible()).resolves.toBeNull();
  });

  it('confirmUpload passes the timestamp and reads a truthy answer', async () => {
    const fake = fakeAdapter(() => ({ status: 200, data: true }));
    api.defaults.adapter = fake.adapter;
    await expect(confirmUpload('1700')).resolves.toBe(true);
    expect(api.getUri(fake.requests[0])).toBe('/api/onboarding/utils/confirm-upload?timestamp=1700');
    api.defaults.adapter = fakeAdapter(() => ({ status: 200, data: { confirmed: false } })).adapter;
    await expect(confirmUpload('1700')).resolves.toBe(false);
  });

  it('financialUpload reports progress', async () => {
    const fake = fakeAdapter((config) => {
      config.onUploadProgress?.({ loaded: 50, total: 100, bytes: 50, lengthComputable: true });
      return { status: 200, data: {} };
    });
    api.defaults.adapter = fake.adapter;
    const seen: number[] = [];
    await financialUpload(
      {
        files: {
          Registration: { name: 'r.pdf', content: 'data:,' },
          CapTable: { name: 'c', content: 'data:,' },
          FundraisingSummary: { name: 'f.xlsx', content: 'data:,' },
        },
      },
      (f) => seen.push(f),
    );
    expect(fake.requests[0].url).toBe('/onboarding/financial-upload');
    expect(seen).toEqual([0.5]);
  });
});

describe('directUpload', () => {
  const link = {
    url: 'http://storage.test/bucket',
    fields: { key: 'uploads/1.csv', policy: 'p', 'x-amz-signature': 's' },
    timestamp: '1',
  };

  it('form-posts the signed fields, acl=private and the file, without the session token', async () => {
    const fake = fakeAdapter(() => ({ status: 204 }));
    axios.defaults.adapter = fake.adapter;
    setToken('secret.session.token');
    await directUpload(link, new Blob(['a,b,c\n1,2,3\n'], { type: 'text/csv' }));
    const req = fake.requests[0];
    expect(req.url).toBe('http://storage.test/bucket');
    const form = req.data as FormData;
    expect([...form.keys()]).toEqual(['key', 'policy', 'x-amz-signature', 'acl', 'file']);
    expect(form.get('acl')).toBe('private');
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(req.headers.has('Authorization')).toBe(false);
  });

  it('rejects on anything but 204', async () => {
    axios.defaults.adapter = fakeAdapter(() => ({ status: 200 })).adapter;
    await expect(directUpload(link, new Blob(['x']))).rejects.toBeTruthy();
    axios.defaults.adapter = fakeAdapter(() => ({ status: 403 })).adapter;
    await expect(directUpload(link, new Blob(['x']))).rejects.toBeTruthy();
  });
});

describe('runtime config and the OAuth call', () => {
  it('fetches the config once and retries after a failure', async () => {
    let calls = 0;
    api.defaults.adapter = fakeAdapter(() => {
      calls += 1;
      return calls === 1
        ? { status: 503 }
        : {
            status: 200,
            data: {
              captcha: { provider: 'recaptcha', siteKey: 'k' },
              dashboardUrl: 'https://d',
              integrationUrl: '',
            },
          };
    }).adapter;
    await expect(getRuntimeConfig()).rejects.toBeTruthy();
    const config = await getRuntimeConfig();
    await getRuntimeConfig();
    expect(calls).toBe(2);
    expect(config.captcha).toEqual({ provider: 'recaptcha', siteKey: 'k' });
  });

  it('falls back to the default dashboard when the config names none', async () => {
    api.defaults.adapter = fakeAdapter(() => ({
      status: 200,
      data: { captcha: { provider: 'altcha' }, dashboardUrl: '', integrationUrl: '' },
    })).adapter;
    expect((await getRuntimeConfig()).dashboardUrl).toBe(DEFAULT_DASHBOARD_URL);
    expect(DEFAULT_DASHBOARD_URL).toBe('/dashboard');
    resetRuntimeConfig();
    api.defaults.adapter = fakeAdapter(() => ({
      status: 200,
      data: { dashboardUrl: 'https://d.example' },
    })).adapter;
    expect((await getRuntimeConfig()).dashboardUrl).toBe('https://d.example');
  });

  it("reads the provider's financial year end, December when it is missing or not a month", async () => {
    for (const [sent, read] of [
      [3, 3],
      [undefined, 12],
      [13, 12],
      ['6', 12],
    ] as const) {
      resetRuntimeConfig();
      api.defaults.adapter = fakeAdapter(() => ({
        status: 200,
        data: {
          captcha: { provider: 'altcha' },
          dashboardUrl: '',
          integrationUrl: '',
          financialYearEndMonth: sent,
        },
      })).adapter;
      expect((await getRuntimeConfig()).financialYearEndMonth).toBe(read);
    }
  });

  it('posts /oauth/code on this origin when the integration URL is empty', async () => {
    const fake = fakeAdapter((config) =>
      config.url === '/onboarding/utils/config'
        ? { status: 200, data: { captcha: { provider: 'altcha' }, dashboardUrl: '', integrationUrl: '' } }
        : { status: 200, data: { data: 'https://provider/consent' } },
    );
    api.defaults.adapter = fake.adapter;
    setToken('abc.def.ghi');
    const secret = { service_name: 'xero', application_id: 1111, state: 123456, token: 'abc.def.ghi' };
    await expect(oauthCode({ secret })).resolves.toEqual({ data: 'https://provider/consent' });
    const req = fake.requests[1];
    expect(api.getUri(req)).toBe('/oauth/code');
    expect(req.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(req.timeout).toBe(60000);
  });

  it('posts to the integration service when it has its own origin', async () => {
    const fake = fakeAdapter((config) =>
      config.url === '/onboarding/utils/config'
        ? {
            status: 200,
            data: {
              captcha: { provider: 'altcha' },
              dashboardUrl: '',
              integrationUrl: 'http://127.0.0.1:3006/',
            },
          }
        : { status: 200, data: { data: 'u' } },
    );
    api.defaults.adapter = fake.adapter;
    await oauthCode({ secret: { service_name: 'sage', application_id: 1, state: 111111, token: 't' } });
    expect(api.getUri(fake.requests[1])).toBe('http://127.0.0.1:3006/oauth/code');
  });
});
