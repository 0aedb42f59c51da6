import { describe, expect, it } from '@jest/globals';
import { contentSecurityPolicy } from './csp.mjs';

function directives(policy) {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...values] = part.split(' ');
      return [name, values];
    }),
  );
}

const sameOrigin = {
  eligibility: '/remotes/eligibility/mf-manifest.json',
  documents: 'http://localhost:8080/remotes/documents/mf-manifest.json',
};

describe('contentSecurityPolicy', () => {
  it('lets scripts, styles and manifests come from each remote origin, and nothing from anywhere else', () => {
    const policy = directives(
      contentSecurityPolicy({
        remotes: {
          eligibility: 'http://localhost:3001/mf-manifest.json',
          documents: 'https://cdn.example.com/documents/mf-manifest.json',
        },
      }),
    );
    for (const name of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) {
      expect(policy[name]).toEqual(
        expect.arrayContaining(["'self'", 'http://localhost:3001', 'https://cdn.example.com']),
      );
    }
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('starts workers only from this origin, a remote, or a blob', () => {
    const policy = directives(
      contentSecurityPolicy({ remotes: { x: 'http://localhost:3003/mf-manifest.json' } }),
    );
    expect(policy['worker-src']).toEqual(["'self'", 'blob:', 'http://localhost:3003']);
  });

  it('names a remote origin once, and ignores relative and malformed addresses', () => {
    const policy = contentSecurityPolicy({ remotes: { ...sameOrigin, bad: 'not a url' } });
    expect(policy.match(/http:\/\/localhost:8080/g)).toHaveLength(6);
    expect(policy).not.toContain('/remotes/');
    expect(policy).not.toContain('not a url');
  });

  it('adds the upload origins ops give to connect-src only', () => {
    const policy = directives(
      contentSecurityPolicy({
        remotes: {},
        connectSrc: ['https://files.example.com/onboarding', 'nonsense'],
      }),
    );
    expect(policy['connect-src']).toContain('https://files.example.com');
    expect(policy['script-src']).not.toContain('https://files.example.com');
  });

  it('allows Google only when the captcha is reCAPTCHA (finding #14.10)', () => {
    const altcha = contentSecurityPolicy({ remotes: {} });
    expect(altcha).not.toMatch(/google|gstatic|recaptcha/);
    expect(directives(altcha)['frame-src']).toEqual(["'none'"]);
    const recaptcha = directives(contentSecurityPolicy({ remotes: {}, recaptcha: true }));
    expect(recaptcha['script-src']).toContain('https://www.google.com');
    expect(recaptcha['frame-src']).toContain('https://www.google.com');
  });
});
