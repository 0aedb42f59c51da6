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
  });

  it('treats a malformed token as expired', () => {
    expect(tokenExpired('nonsense', 0)).toBe(true);
    expect(tokenExpired('a.b.c', 0)).toBe(true);
    expect(tokenExpired(jwt({ sub: 'no exp' }), 0)).toBe(true);
    expect(tokenExpired(jwt({ exp: 'tomorrow' }), 0)).toBe(true);
    expect(tokenExpired('', 0)).toBe(true);
    expect(tokenExpired(null, 0)).toBe(true);
  });

  it('decodes unicode payloads', () => {
    expect(decodeTokenPayload(jwt({ name: 'Zoë' }))).toEqual({ name: 'Zoë' });
  });
});
