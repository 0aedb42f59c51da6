import { isUnder, normalisePath, screenOf } from './match';

describe('path matching', () => {
  it('ignores case and a trailing slash, as react-router does', () => {
    expect(normalisePath('/Login/')).toBe('/login');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('//')).toBe('/');
    expect(isUnder('/SUBSCRIPTIONS/file', '/subscriptions')).toBe(true);
  });

  it('takes a screen to cover the paths under it, never a longer word', () => {
    expect(isUnder('/subscriptions/file/mapping', '/subscriptions')).toBe(true);
    expect(isUnder('/subscriptionsfile', '/subscriptions')).toBe(false);
    expect(isUnder('/eligible-check', '/eligible')).toBe(false);
  });

  it('finds the longest screen a path is under', () => {
    const screens = ['/subscriptions', '/subscriptions/file', '/eligible'];
    expect(screenOf('/subscriptions/file/mapping', screens)).toBe('/subscriptions/file');
    expect(screenOf('/subscriptions/stripe', screens)).toBe('/subscriptions');
    expect(screenOf('/eligible-check', screens)).toBeNull();
  });
});
