import { createTestApp, type TestApp } from '../test/app';
import { signedInApplicant } from '../test/applicant';

const checkUser = (t: TestApp, authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/onboarding/check-user', headers: { authorization } });

describe('authenticate, with the requests of one turn loaded together', () => {
  let t: TestApp;
  // A fresh database takes seconds to open on a busy machine, as in the other suites.
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers each of several applicants signed in at once with their own account', async () => {
    const people = await Promise.all([1, 2, 3].map(() => signedInApplicant(t.app)));
    const tokens = [...people, ...people].map((p) => p.auth.authorization);
    const answers = await Promise.all(tokens.map((authorization) => checkUser(t, authorization)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const emails = answers.map((a) => a.json().email);
    expect(new Set(emails).size).toBe(3);
    expect(emails.slice(0, 3)).toEqual(emails.slice(3));
  });

  it("refuses a session naming another applicant's application, beside that applicant's own request", async () => {
    const [owner, other] = await Promise.all([signedInApplicant(t.app), signedInApplicant(t.app)]);
    const crossed = await t.app.tokens.signSession({
      applicantId: other.applicantId,
      applicationId: owner.applicationId,
    });
    const outOfRange = await t.app.tokens.signSession({
      applicantId: owner.applicantId,
      applicationId: 2 ** 31,
    });
    const [ownAnswer, crossedAnswer, outOfRangeAnswer] = await Promise.all([
      checkUser(t, owner.auth.authorization),
      checkUser(t, `Bearer ${crossed}`),
      checkUser(t, `Bearer ${outOfRange}`),
    ]);
    expect(ownAnswer.statusCode).toBe(200);
    expect(crossedAnswer.statusCode).toBe(401);
    expect(outOfRangeAnswer.statusCode).toBe(401);
  });
});
