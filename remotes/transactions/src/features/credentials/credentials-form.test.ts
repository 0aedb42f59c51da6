import { canSave, credentialErrors, transactionsStep } from './credentials-form';

const liveKey = `sk_live_${'a'.repeat(24)}`; // 32 characters

describe('credentials form rules', () => {
  it.each(['stripe', 'tap'] as const)('%s: a live Secret Key of at least 32 characters', (id) => {
    expect(credentialErrors(id, { secretKey: liveKey })).toEqual({});
    expect(canSave(id, { secretKey: liveKey })).toBe(true);
    expect(credentialErrors(id, { secretKey: liveKey.slice(0, 31) })).toEqual({
      secretKey: 'Invalid Secret Key',
    });
    expect(credentialErrors(id, { secretKey: `sk_test_${'a'.repeat(30)}` })).toEqual({
      secretKey: 'Invalid Secret Key',
    });
    expect(canSave(id, { secretKey: liveKey.slice(0, 31) })).toBe(false);
  });

  it('paypal: Secret Key and Client ID each longer than 20 characters', () => {
    const good = { clientId: 'c'.repeat(21), secretKey: 's'.repeat(21) };
    expect(credentialErrors('paypal', good)).toEqual({});
    expect(canSave('paypal', good)).toBe(true);
    expect(credentialErrors('paypal', { clientId: 'c'.repeat(20), secretKey: 's'.repeat(20) })).toEqual({
      clientId: 'Invalid Client ID',
      secretKey: 'Invalid Secret Key',
    });
    expect(canSave('paypal', { ...good, clientId: 'c'.repeat(20) })).toBe(false);
  });

  it('an empty field shows no message yet but keeps Save disabled', () => {
    expect(credentialErrors('stripe', { secretKey: '' })).toEqual({});
    expect(canSave('stripe', { secretKey: '' })).toBe(false);
    expect(credentialErrors('paypal', { clientId: 'c'.repeat(21) })).toEqual({});
    expect(canSave('paypal', { clientId: 'c'.repeat(21) })).toBe(false);
    expect(canSave('paypal', { clientId: '   ', secretKey: 's'.repeat(21) })).toBe(false);
  });

  it('builds the transactions_step the PATCH sends, trimmed, with a client id for PayPal only', () => {
    expect(transactionsStep('stripe', { secretKey: ` ${liveKey} ` })).toEqual({
      systemName: 'STRIPE',
      secretKey: liveKey,
    });
    expect(transactionsStep('tap', { secretKey: liveKey, clientId: 'ignored' })).toEqual({
      systemName: 'TAP',
      secretKey: liveKey,
    });
    expect(transactionsStep('paypal', { clientId: 'c'.repeat(21), secretKey: 's'.repeat(21) })).toEqual({
      systemName: 'PAYPAL',
      secretKey: 's'.repeat(21),
      clientId: 'c'.repeat(21),
    });
  });
});
