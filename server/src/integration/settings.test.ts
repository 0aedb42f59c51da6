import { ConfigError, loadConfig } from '../config';
import { loadIntegrationSettings } from './settings';

const config = loadConfig({ NODE_ENV: 'test', PORT: '4600' });

describe('loadIntegrationSettings', () => {
  it('defaults to the sandbox for every provider and to the API on this machine', () => {
    const settings = loadIntegrationSettings(config, {});
    expect(settings.providers).toEqual({});
    expect(settings.apiUrl).toBe('http://127.0.0.1:4605');
    expect(settings.stateTtlSeconds).toBe(600);
  });

  it('reads a provider’s credentials, endpoints and scopes', () => {
    const settings = loadIntegrationSettings(config, {
      XERO_CLIENT_ID: 'id',
      XERO_CLIENT_SECRET: 'secret',
      XERO_SCOPES: 'offline_access accounting.settings.read',
      ZOHO_CLIENT_ID: 'zid',
      ZOHO_CLIENT_SECRET: 'zsecret',
      ZOHO_TOKEN_URL: 'https://accounts.zoho.eu/oauth/v2/token',
      INTERNAL_API_URL: 'http://api:3005/',
    });
    expect(settings.providers.xero).toMatchObject({
      clientId: 'id',
      scopes: ['offline_access', 'accounting.settings.read'],
    });
    expect(settings.providers.zoho?.tokenUrl).toBe('https://accounts.zoho.eu/oauth/v2/token');
    expect(settings.apiUrl).toBe('http://api:3005');
  });

  it('names every problem at once, never echoing a secret', () => {
    try {
      loadIntegrationSettings(config, {
        SAGE_CLIENT_ID: 'only-the-id',
        OAUTH_STATE_TTL_SECONDS: 'soon',
        XERO_CLIENT_ID: 'x',
        XERO_CLIENT_SECRET: 's3cr3t',
        XERO_TOKEN_URL: 'not a url',
      });
      throw new Error('expected a ConfigError');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      expect(message).toContain('SAGE_CLIENT_ID and SAGE_CLIENT_SECRET must be set together');
      expect(message).toContain('OAUTH_STATE_TTL_SECONDS');
      expect(message).toContain('XERO_TOKEN_URL: must be a URL');
      expect(message).not.toContain('s3cr3t');
    }
  });
});
