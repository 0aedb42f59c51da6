import { decodeTokenPayload, tokenExpired } from '@onboarding/shared';
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

/** A JWT-shaped token for `sub`, expiring at `exp` (seconds); only its payload is read here. */
const jwt = (sub: string, exp = Date.now() / 1000 + 3600) =>
  `h.${btoa(JSON.stringify({ sub, exp })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

function store(open: string | null = null) {
  let current = open;
  return {
    getToken: () => current,
    setToken: jest.fn((token: string) => {
      current = token;
    }),
    tokenExpired: (token: string) => tokenExpired(token),
    decodeTokenPayload,
    get current() {
      return current;
    },
  };
}

describe('takeTokenFromAddress', () => {
  it('stores the token and replaces the address in the history', () => {
    window.history.replaceState({ keep: 1 }, '', '/?token=abc');
    const s = store();
    expect(takeTokenFromAddress(window, s)).toBe('abc');
    expect(s.setToken).toHaveBeenCalledWith('abc');
    expect(window.location.pathname + window.location.search).toBe('/');
    expect(window.history.state).toEqual({ keep: 1 });
  });

  it('does nothing when there is no token', () => {
    window.history.replaceState(null, '', '/login');
    const s = store();
    expect(takeTokenFromAddress(window, s)).toBeNull();
    expect(s.setToken).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/login');
  });

  it('keeps a session open for another applicant, and takes the link out of the address all the same (finding #14.10)', () => {
    const mine = jwt('applicant-a');
    window.history.replaceState(null, '', `/?token=${jwt('applicant-b')}`);
    const s = store(mine);
    expect(takeTokenFromAddress(window, s)).toBeNull();
    expect(s.current).toBe(mine);
    expect(window.location.search).toBe('');
  });

  it("replaces the applicant's own session (a newer link), and an expired or unreadable one", () => {
    for (const open of [jwt('applicant-a'), jwt('applicant-b', 1), 'not-a-jwt']) {
      const link = jwt('applicant-a', Date.now() / 1000 + 7200);
      window.history.replaceState(null, '', `/?token=${link}`);
      const s = store(open);
      expect(takeTokenFromAddress(window, s)).toBe(link);
      expect(s.current).toBe(link);
    }
  });
});
