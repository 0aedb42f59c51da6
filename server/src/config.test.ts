import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  it('needs nothing: embedded defaults on the port layout of CONTRIBUTING.md', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      apiPort: 3005,
      integrationPort: 3006,
      appUrl: 'http://localhost:3000',
      DASHBOARD_URL: 'http://localhost:3000/dashboard',
      captchaProvider: 'altcha',
      RATE_LIMIT_WINDOW_SECONDS: 900,
      RATE_LIMIT_PER_IP: 30,
      RATE_LIMIT_PER_EMAIL: 5,
      FINANCIAL_YEAR_END_MONTH: 12,
    });
    expect(config.dataDir).toBe(path.resolve('./.data'));
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('reads the month the financial year ends with, 1 to 12', () => {
    expect(loadConfig({ FINANCIAL_YEAR_END_MONTH: '3' }).FINANCIAL_YEAR_END_MONTH).toBe(3);
    for (const bad of ['0', '13', '3.5', 'March'])
      expect(problems({ FINANCIAL_YEAR_END_MONTH: bad })).toEqual([
        'FINANCIAL_YEAR_END_MONTH: must be a month number (1-12)',
      ]);
  });

  it('derives the API and integration ports from PORT, and reads numbers', () => {
    const config = loadConfig({
      PORT: '4300',
      RATE_LIMIT_PER_EMAIL: '2',
      APP_URL: 'https://apply.example.com/',
    });
    expect(config).toMatchObject({ apiPort: 4305, integrationPort: 4306, RATE_LIMIT_PER_EMAIL: 2 });
    expect(config.appUrl).toBe('https://apply.example.com');
    // The applicant's dashboard is the app's own unless configured elsewhere.
    expect(config.DASHBOARD_URL).toBe('https://apply.example.com/dashboard');
    expect(loadConfig({ DASHBOARD_URL: 'https://my.example.com/home' }).DASHBOARD_URL).toBe(
      'https://my.example.com/home',
    );
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ SMTP_URL: '', REDIS_URL: ' ', RECAPTCHA_SITE_KEY: '' });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.captchaProvider).toBe('altcha');
  });

  it('names each bad variable and what it expects, without echoing values', () => {
    const found = problems({
      PORT: 'abc',
      SMTP_URL: 'mail.example.com',
      JWT_SECRET: 'short-secret-value',
      SUPPORT_EMAIL: 'support',
      RATE_LIMIT_PER_IP: '0',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'yes',
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'PORT: must be a port number (1-65535)',
        'SMTP_URL: must be a URL, e.g. smtp://user:pass@mail.example.com:587',
        'JWT_SECRET: must be at least 32 characters',
        'SUPPORT_EMAIL: must be an email address',
        'RATE_LIMIT_PER_IP: must be a positive whole number',
        'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
        'TRUST_PROXY: must be true, false or a list of addresses (127.0.0.1,::1)',
      ]),
    );
    expect(found.join('\n')).not.toContain('short-secret-value');
  });

  it('trusts no proxy, any proxy, or the listed addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, ::1,10.0.0.0/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '::1',
      '10.0.0.0/8',
    ]);
    expect(problems({ TRUST_PROXY: '127.0.0.1,evil' })).toEqual([
      'TRUST_PROXY: must be true, false or a list of addresses (127.0.0.1,::1)',
    ]);
  });

  it('switches to reCAPTCHA only with both keys', () => {
    expect(problems({ RECAPTCHA_SITE_KEY: 'site' })).toEqual([
      'RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET must be set together',
    ]);
    expect(loadConfig({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret' }).captchaProvider).toBe(
      'recaptcha',
    );
  });

  it('reads the webhook URLs, and wants a long enough secret with them (never echoing either)', () => {
    expect(loadConfig({}).WEBHOOK_URLS).toEqual([]);
    const secret = 'w'.repeat(32);
    expect(
      loadConfig({
        WEBHOOK_URLS: ' https://a.example/hook, http://b.example/x?token=1 ,',
        WEBHOOK_SECRET: secret,
      }).WEBHOOK_URLS,
    ).toEqual(['https://a.example/hook', 'http://b.example/x?token=1']);
    expect(problems({ WEBHOOK_URLS: 'https://a.example/hook' })).toEqual([
      'WEBHOOK_SECRET must be set when WEBHOOK_URLS is (at least 32 characters)',
    ]);
    const found = problems({
      WEBHOOK_URLS: 'ftp://secret-host/x,https://ok.example',
      WEBHOOK_SECRET: 'short-hook-key',
    });
    expect(found).toEqual([
      'WEBHOOK_URLS: must be a comma-separated list of http(s) URLs',
      'WEBHOOK_SECRET: must be at least 32 characters',
    ]);
    expect(found.join('\n')).not.toMatch(/secret-host|short-hook-key/);
  });
});

describe('single sign-on (OIDC_*)', () => {
  const oidc = {
    OIDC_ISSUER: 'https://login.provider.example/realms/staff',
    OIDC_CLIENT_ID: 'backoffice',
    OIDC_CLIENT_SECRET: 'oidc-client-secret-value',
  };

  it('is off without the three variables, on with all three and the documented defaults', () => {
    expect(loadConfig({}).oidc).toBeNull();
    expect(loadConfig({ ...oidc, BACKOFFICE_URL: 'https://backoffice.provider.example/' }).oidc).toEqual({
      issuer: oidc.OIDC_ISSUER,
      clientId: 'backoffice',
      clientSecret: 'oidc-client-secret-value',
      redirectUri: 'https://backoffice.provider.example/api/backoffice/sso/callback',
      scopes: 'openid email profile',
      roleClaim: 'roles',
      roleMap: null,
      label: 'single sign-on',
    });
  });

  it('refuses a partial configuration, naming the three and never the secret', () => {
    for (const partial of <Record<string, string>[]>[
      { OIDC_ISSUER: oidc.OIDC_ISSUER },
      { OIDC_CLIENT_ID: 'backoffice', OIDC_CLIENT_SECRET: oidc.OIDC_CLIENT_SECRET },
      { OIDC_ISSUER: oidc.OIDC_ISSUER, OIDC_CLIENT_SECRET: oidc.OIDC_CLIENT_SECRET },
    ]) {
      const found = problems(partial);
      expect(found).toEqual([
        'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together (single sign-on)',
      ]);
      expect(found.join('\n')).not.toContain(oidc.OIDC_CLIENT_SECRET);
    }
  });

  it('reads the role claim, the role map (JSON or pairs), the label, the scopes and the redirect URI', () => {
    const config = loadConfig({
      ...oidc,
      OIDC_ROLE_CLAIM: 'realm_access.roles',
      OIDC_ROLE_MAP: 'bo-admins=admin, bo-review=reviewer',
      OIDC_LABEL: 'Provider login',
      OIDC_SCOPES: 'openid  email groups',
      OIDC_REDIRECT_URI: 'https://gateway.provider.example/api/backoffice/sso/callback',
    }).oidc!;
    expect(config.roleClaim).toBe('realm_access.roles');
    expect([...config.roleMap!]).toEqual([
      ['bo-admins', 'admin'],
      ['bo-review', 'reviewer'],
    ]);
    expect(config).toMatchObject({
      label: 'Provider login',
      scopes: 'openid email groups',
      redirectUri: 'https://gateway.provider.example/api/backoffice/sso/callback',
    });
    expect([...loadConfig({ ...oidc, OIDC_ROLE_MAP: '{"g1":"approver"}' }).oidc!.roleMap!]).toEqual([
      ['g1', 'approver'],
    ]);
  });

  it('names a bad role map, scope list or issuer', () => {
    expect(problems({ ...oidc, OIDC_ROLE_MAP: 'bo-admins=superuser' })).toEqual([
      'OIDC_ROLE_MAP: each role must be reviewer, approver or admin',
    ]);
    expect(problems({ ...oidc, OIDC_ROLE_MAP: '{"a":' })).toEqual([
      'OIDC_ROLE_MAP: must be a JSON object or idpValue=role pairs separated by commas',
    ]);
    expect(problems({ ...oidc, OIDC_SCOPES: 'email profile' })).toEqual(['OIDC_SCOPES: must include openid']);
    expect(problems({ ...oidc, OIDC_ISSUER: 'login.provider.example' })).toEqual([
      'OIDC_ISSUER: must be a URL, e.g. https://login.example.com/realms/provider',
    ]);
  });
});

describe('server/src/main.ts', () => {
  it('prints the problems and exits with status 2 on a bad variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'main.ts')], {
      env: { ...process.env, PORT: '99999', NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('PORT: must be a port number (1-65535)');
  }, 60_000);

  it('does not start with a partial single sign-on configuration', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'main.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        OIDC_ISSUER: 'https://login.provider.example',
        OIDC_CLIENT_SECRET: 'oidc-client-secret-value',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
    expect(result.stderr + result.stdout).not.toContain('oidc-client-secret-value');
  }, 60_000);
});
