import { ownsSession, REMOTE_NAMES, REMOTE_PREFIXES, remoteForPath } from './remote-paths';

describe('remoteForPath', () => {
  it.each([
    ['/login', 'eligibility'],
    ['/email-check', 'eligibility'],
    ['/eligible-check', 'eligibility'],
    ['/eligible-check-part-two', 'eligibility'],
    ['/eligible', 'eligibility'],
    ['/ineligible', 'eligibility'],
    ['/financials', 'documents'],
    ['/documents-email', 'documents'],
    ['/subscriptions', 'transactions'],
    ['/subscriptions/stripe', 'transactions'],
    ['/subscriptions/file/mapping', 'transactions'],
    ['/subscriptions/connected', 'transactions'],
    ['/funded', 'transactions'],
    ['/accounting', 'accounting'],
    ['/monthly-mapping', 'accounting'],
    ['/dashboard', 'dashboard'],
    ['/dashboard/offer', 'dashboard'],
  ])('sends %s to the %s remote', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('matches as react-router does: any case, trailing slash ignored', () => {
    expect(remoteForPath('/Login/')).toBe('eligibility');
    expect(remoteForPath('/SUBSCRIPTIONS/file')).toBe('transactions');
  });

  it('does not take a longer word for a prefix', () => {
    expect(remoteForPath('/eligible-checker')).toBeNull();
    expect(remoteForPath('/financialsx')).toBeNull();
    expect(remoteForPath('/subscriptionsfile')).toBeNull();
  });

  it('leaves the shell its own paths', () => {
    expect(remoteForPath('/')).toBeNull();
    expect(remoteForPath('/no-such-page')).toBeNull();
  });

  it('gives every prefix to exactly one remote', () => {
    const all = REMOTE_NAMES.flatMap((name) => REMOTE_PREFIXES[name]);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('ownsSession', () => {
  it('is true for the dashboard only, which signs a returning applicant in itself', () => {
    expect(ownsSession('/dashboard')).toBe(true);
    expect(ownsSession('/Dashboard/')).toBe(true);
    expect(ownsSession('/financials')).toBe(false);
    expect(ownsSession('/')).toBe(false);
    expect(ownsSession('/dashboards')).toBe(false);
  });
});
