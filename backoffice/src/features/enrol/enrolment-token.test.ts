import { enrolmentToken, forgetEnrolmentToken, takeEnrolmentToken } from './enrolment-token';

describe('the enrolment link’s token', () => {
  it('is read from the fragment, then taken out of the address', () => {
    const replaceState = jest.fn();
    const taken = takeEnrolmentToken({
      location: { hash: '#token=abc%2Bdef', pathname: '/enrol', search: '' } as Location,
      history: { state: null, replaceState } as unknown as History,
    });
    expect(taken).toBe('abc+def');
    expect(enrolmentToken()).toBe('abc+def');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/enrol');
    forgetEnrolmentToken();
    expect(enrolmentToken()).toBeNull();
  });
});
