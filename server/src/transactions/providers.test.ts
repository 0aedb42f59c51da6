import {
  FAKE_CREDENTIALS,
  FAKE_REJECTED_CREDENTIALS,
  startFakeProviders,
  type FakeProviders,
} from './fake-providers';
import { DEFAULT_BASE_URLS, createProviderAdapters, providerSettings } from './providers';

describe('providerSettings', () => {
  it('skips live verification by default outside production, and is live in production', () => {
    expect(providerSettings({}).mode).toBe('skip');
    expect(providerSettings({ NODE_ENV: 'production' }).mode).toBe('live');
    expect(providerSettings({ NODE_ENV: 'production', PROVIDER_VERIFY: 'skip' }).mode).toBe('skip');
    expect(providerSettings({ PROVIDER_VERIFY: 'LIVE' }).mode).toBe('live');
  });

  it('uses the providers’ live hosts unless a base URL is configured', () => {
    expect(providerSettings({}).baseUrls).toEqual(DEFAULT_BASE_URLS);
    const s = providerSettings({
      STRIPE_API_URL: 'http://127.0.0.1:9/stripe/',
      TAP_API_URL: 'http://127.0.0.1:9',
    });
    expect(s.baseUrls.stripe).toBe('http://127.0.0.1:9/stripe');
    expect(s.baseUrls.tap).toBe('http://127.0.0.1:9');
    expect(s.baseUrls.paypal).toBe(DEFAULT_BASE_URLS.paypal);
  });

  it('fails fast on bad values, naming the variable', () => {
    expect(() => providerSettings({ PROVIDER_VERIFY: 'maybe' })).toThrow(/PROVIDER_VERIFY/);
    expect(() => providerSettings({ PAYPAL_API_URL: 'not a url' })).toThrow(/PAYPAL_API_URL/);
    expect(() => providerSettings({ STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
    expect(() => providerSettings({ PROVIDER_TIMEOUT_MS: 'soon' })).toThrow(/PROVIDER_TIMEOUT_MS/);
  });
});

describe('provider adapters against the local fake', () => {
  let fake: FakeProviders;
  beforeAll(async () => {
    fake = await startFakeProviders();
  });
  afterAll(() => fake.close());

  const adapters = () => createProviderAdapters({ ...providerSettings(fake.env), timeoutMs: 5000 });

  it.each(['stripe', 'tap', 'paypal'] as const)(
    '%s: accepts the credentials the provider accepts',
    async (id) => {
      await expect(adapters()[id].verify(FAKE_CREDENTIALS[id])).resolves.toEqual({ status: 'accepted' });
    },
  );

  it.each(['stripe', 'tap', 'paypal'] as const)(
    '%s: reports credentials the provider refuses',
    async (id) => {
      await expect(adapters()[id].verify(FAKE_REJECTED_CREDENTIALS[id])).resolves.toEqual({
        status: 'rejected',
        httpStatus: 401,
      });
    },
  );

  it('paypal: a right secret with the wrong client id is refused', async () => {
    const outcome = await adapters().paypal.verify({
      clientId: FAKE_REJECTED_CREDENTIALS.paypal.clientId,
      secretKey: FAKE_CREDENTIALS.paypal.secretKey,
    });
    expect(outcome.status).toBe('rejected');
  });

  it('a provider outage is "unavailable", not a rejection of the key', async () => {
    fake.failNext('stripe', 503);
    const outcome = await adapters().stripe.verify(FAKE_CREDENTIALS.stripe);
    expect(outcome).toEqual({ status: 'unavailable', reason: 'provider answered HTTP 503' });
  });

  it('an unreachable provider is "unavailable"', async () => {
    const unreachable = createProviderAdapters({
      ...providerSettings({ TAP_API_URL: 'http://127.0.0.1:1' }),
      timeoutMs: 2000,
    });
    const outcome = await unreachable.tap.verify(FAKE_CREDENTIALS.tap);
    expect(outcome.status).toBe('unavailable');
  });

  it('the fake records which provider was asked, never the secret', async () => {
    await adapters().stripe.verify(FAKE_CREDENTIALS.stripe);
    expect(JSON.stringify(fake.calls)).not.toContain('sk_live_');
    expect(fake.calls.at(-1)).toEqual({ provider: 'stripe', accepted: true });
  });
});
