import { denialOf, forgetDismissal, rememberDismissal, wasDismissed } from './access-denial';

const denied = (service: string) => ({
  onboarding_id: 77,
  accounting_step: [{ status: 'access_denied', service }],
});

describe('the Access Denied modal, once per denial', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('a dismissed denial stays dismissed; another provider’s is a new one', () => {
    const xero = denialOf(denied('xero'));
    expect(xero).toBe('77:xero');
    expect(wasDismissed(window.sessionStorage, xero)).toBe(false);
    rememberDismissal(window.sessionStorage, xero);
    expect(wasDismissed(window.sessionStorage, xero)).toBe(true);
    expect(wasDismissed(window.sessionStorage, denialOf(denied('sage')))).toBe(false);
  });

  it('a new attempt to connect forgets it, so that its denial shows', () => {
    const xero = denialOf(denied('xero'));
    rememberDismissal(window.sessionStorage, xero);
    forgetDismissal(window.sessionStorage);
    expect(wasDismissed(window.sessionStorage, xero)).toBe(false);
  });

  it('storage that throws shows the modal rather than failing', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(wasDismissed(broken, 'x')).toBe(false);
    expect(() => rememberDismissal(broken, 'x')).not.toThrow();
    expect(() => forgetDismissal(broken)).not.toThrow();
    expect(denialOf(null)).toBe(':');
  });
});
