import { ConfigError } from './config';
import { checkSettings } from './startup';

describe('checkSettings', () => {
  it('names every problem at once: variables, provider URLs and the policy file', async () => {
    const err = await checkSettings({
      NODE_ENV: 'test',
      PORT: 'x',
      PROVIDER_VERIFY: 'maybe',
      ELIGIBILITY_POLICY_FILE: '/nonexistent/policy.json',
      RETENTION_POLICY_FILE: '/nonexistent/retention.json',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    const problems = (err as ConfigError).problems;
    expect(problems).toEqual([
      'PORT: must be a port number (1-65535)',
      'PROVIDER_VERIFY must be "live" or "skip", got "maybe"',
      expect.stringContaining('Cannot read the eligibility policy file /nonexistent/policy.json'),
      expect.stringContaining('Cannot read the retention policy file /nonexistent/retention.json'),
    ]);
  });

  it("checks the integration service's own variables for it", async () => {
    const err = await checkSettings(
      { NODE_ENV: 'test', XERO_CLIENT_ID: 'id', OAUTH_HTTP_TIMEOUT_MS: 'soon' },
      { integration: true },
    ).catch((e: unknown) => e);
    expect((err as ConfigError).problems).toEqual([
      'XERO_CLIENT_ID and XERO_CLIENT_SECRET must be set together',
      expect.stringContaining('OAUTH_HTTP_TIMEOUT_MS'),
    ]);
  });

  it('passes the embedded defaults', async () => {
    const { config } = await checkSettings({ NODE_ENV: 'test' });
    expect(config.apiPort).toBe(3005);
  });
});
