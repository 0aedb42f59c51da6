import { AxiosError, AxiosHeaders } from 'axios';
import { backofficeEn } from '../i18n';
import { errorMessage } from './errors';

const refused = (status: number, error?: string) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: error ? { details: { error } } : {},
  });

describe('errorMessage', () => {
  it('says a refused sign-in is a wrong email, password or code, not a session that ended', () => {
    const words = 'The email, password or code is not right, or the account is locked for a while.';
    expect(errorMessage(refused(401, words))).toBe(words);
  });

  it('says the session ended on a 401 that gives no reason, and the server’s reason otherwise', () => {
    expect(errorMessage(refused(401))).toBe(backofficeEn.errors.sessionEnded);
    expect(errorMessage(refused(409, 'This case is closed.'))).toBe('This case is closed.');
    expect(errorMessage(refused(500, 'stack'))).toBe(backofficeEn.errors.generic);
  });
});
