import { clearToken, decodeTokenPayload, getToken, setToken, tokenExpired } from './session';

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (payload: object) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.signature`;

describe('session token', () => {
  afterEach(() => sessionStorage.clear());

  it('is kept in sessionStorage under "token"', () => {
    expect(getToken()).toBeNull();
    setToken('t1');
    expect(sessionStorage.getItem('token')).toBe('t1');
    expect(getToken()).toBe('t1');
    clearToken();
    expect(getToken()).toBeNull();
  });

  it('compares exp (seconds) with now', () => {
    const token = jwt({ sub: '1', exp: 1_000 });
    expect(tokenExpired(token, 999)).toBe(false);
    expect(tokenExpired(token, 1_000)).toBe(true);
    expect(tokenExpired(token, 1_001)).toBe(true);
    expect(tokenExpired(jwt({ exp: Math.floor(Date.now() / 1000) + 600 }))).toBe(false);
    expect(tokenExpired(jwt({ exp: Math.floor(Date.now() / 1000) - 1 }))).toBe(true);
  });

  it('leaves a token without a numeric exp, or one it cannot read, to the server', () => {
    const now = Date.now() / 1000;
    expect(tokenExpired('nonsense', now)).toBe(false);
    expect(tokenExpired('a.b.c', now)).toBe(false);
    expect(tokenExpired(jwt({ sub: 'no exp' }), now)).toBe(false);
    expect(tokenExpired(jwt({ exp: 'tomorrow' }), now)).toBe(false);
    expect(tokenExpired(jwt({ exp: String(Math.floor(now) - 60) }), now)).toBe(false);
    expect(tokenExpired(jwt({ exp: null }), now)).toBe(false);
  });

  it('counts no token as expired (there is no session)', () => {
    expect(tokenExpired('', 0)).toBe(true);
    expect(tokenExpired(null, 0)).toBe(true);
    expect(tokenExpired(undefined, 0)).toBe(true);
  });

  it('decodes unicode payloads', () => {
    expect(decodeTokenPayload(jwt({ name: 'Zoë' }))).toEqual({ name: 'Zoë' });
  });
});
