import { DEFAULT_APPLICATION_ID } from '@onboarding/shared';
import { ConnectError, consentAddress, consentUrlFor, successTitleKey } from './connect-system';

const PAGE = 'http://localhost:3000/accounting';

describe('consentUrlFor', () => {
  it('posts the spec secret: lower-case service, onboarding id, 6-digit state, session token', async () => {
    const oauthCode = jest.fn(async () => ({ data: '/oauth/sandbox/consent?request=abc' }));
    const url = await consentUrlFor('quickbooks', 42, {
      oauthCode,
      getToken: () => 'session-token',
      pageUrl: PAGE,
    });
    expect(url).toBe('http://localhost:3000/oauth/sandbox/consent?request=abc');
    expect(oauthCode).toHaveBeenCalledTimes(1);
    const { secret } = (oauthCode.mock.calls[0] as unknown as [{ secret: Record<string, unknown> }])[0];
    expect(secret).toEqual({
      service_name: 'quickbooks',
      application_id: 42,
      state: expect.any(Number),
      token: 'session-token',
    });
    expect(String(secret.state)).toMatch(/^\d{6}$/);
  });

  it('sends 1111 as application id when the onboarding id is unknown', async () => {
    const oauthCode = jest.fn(async () => ({ data: 'https://login.xero.com/authorize?x=1' }));
    await consentUrlFor('xero', null, { oauthCode, getToken: () => 't', pageUrl: PAGE });
    const { secret } = (oauthCode.mock.calls[0] as unknown as [{ secret: { application_id: number } }])[0];
    expect(secret.application_id).toBe(DEFAULT_APPLICATION_ID);
  });

  it('refuses without a session token, before calling the service', async () => {
    const oauthCode = jest.fn();
    await expect(
      consentUrlFor('sage', 1, { oauthCode, getToken: () => null, pageUrl: PAGE }),
    ).rejects.toBeInstanceOf(ConnectError);
    expect(oauthCode).not.toHaveBeenCalled();
  });

  it('passes a failed call on to the caller', async () => {
    const failure = new Error('timeout of 60000ms exceeded');
    const oauthCode = jest.fn(async () => Promise.reject(failure));
    await expect(consentUrlFor('zoho', 1, { oauthCode, getToken: () => 't', pageUrl: PAGE })).rejects.toBe(
      failure,
    );
  });
});

describe('consentAddress', () => {
  it('keeps absolute http(s) addresses and resolves relative ones against the page', () => {
    expect(consentAddress('https://appcenter.intuit.com/connect/oauth2?a=1', PAGE)).toBe(
      'https://appcenter.intuit.com/connect/oauth2?a=1',
    );
    expect(consentAddress('/oauth/consent', PAGE)).toBe('http://localhost:3000/oauth/consent');
  });

  it.each([
    [undefined],
    [''],
    ['   '],
    [42],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['http://[bad'],
  ])('refuses %p', (value) => {
    expect(() => consentAddress(value, PAGE)).toThrow(ConnectError);
  });
});

describe('successTitleKey', () => {
  it('names the CSV upload for csv and the connected system otherwise', () => {
    expect(successTitleKey('csv')).toBe('successModal.csv');
    expect(successTitleKey('system')).toBe('successModal.system');
    // Tap (and a type not known yet) is still a connected subscription system.
    expect(successTitleKey(null)).toBe('successModal.system');
  });
});
