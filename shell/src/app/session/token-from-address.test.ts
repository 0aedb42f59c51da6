import { splitTokenFromAddress, takeTokenFromAddress } from './token-from-address';

describe('splitTokenFromAddress', () => {
  it('takes the token and keeps the rest of the address', () => {
    expect(splitTokenFromAddress('http://localhost:3000/?token=abc.def.ghi')).toEqual({
      token: 'abc.def.ghi',
      cleaned: '/',
    });
    expect(splitTokenFromAddress('http://localhost:3000/eligible-check?a=1&token=t&b=2#top')).toEqual({
      token: 't',
      cleaned: '/eligible-check?a=1&b=2#top',
    });
  });

  it('removes an empty token parameter without storing anything', () => {
    expect(splitTokenFromAddress('http://localhost:3000/?token=')).toEqual({ token: null, cleaned: '/' });
  });

  it('leaves an address without a token alone', () => {
    expect(splitTokenFromAddress('http://localhost:3000/login?x=1')).toEqual({ token: null, cleaned: null });
  });
});

describe('takeTokenFromAddress', () => {
  it('stores the token and replaces the address in the history', () => {
    window.history.replaceState({ keep: 1 }, '', '/?token=abc');
    const setToken = jest.fn();
    expect(takeTokenFromAddress(window, setToken)).toBe('abc');
    expect(setToken).toHaveBeenCalledWith('abc');
    expect(window.location.pathname + window.location.search).toBe('/');
    expect(window.history.state).toEqual({ keep: 1 });
  });

  it('does nothing when there is no token', () => {
    window.history.replaceState(null, '', '/login');
    const setToken = jest.fn();
    expect(takeTokenFromAddress(window, setToken)).toBeNull();
    expect(setToken).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/login');
  });
});
