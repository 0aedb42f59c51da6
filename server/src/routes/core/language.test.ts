import { eq } from 'drizzle-orm';
import { applicants } from '../../db/schema';
import { captchaToken } from '../../test/captcha';
import { createTestApp, type TestApp } from '../../test/app';
import { readOutbox } from '../../test/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

let n = 0;
const uniqueEmail = () => `language${++n}-${process.pid}@example.com`;
const loginData = async () => ({
  name: 'Amina Noor',
  email: uniqueEmail(),
  phone_number: '+971501234567',
  token_recaptcha: await captchaToken(t.app),
});
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/onboarding/${url}`, payload, headers });
const mailsTo = (email: string) => readOutbox(t.dataDir).filter((m) => m.headers.to === email);
async function applicantRow(email: string) {
  const [row] = await t.app.db.select().from(applicants).where(eq(applicants.email, email));
  return row;
}
async function registered() {
  const data = await loginData();
  expect((await post('register', data)).statusCode).toBe(200);
  return { data, sessionToken: mailsTo(data.email)[0].token! };
}

describe('the applicant’s language (#19)', () => {
  it('mails in the language of the page they register from, and keeps it', async () => {
    const data = await loginData();
    const res = await post('register', data, { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(200);
    expect((await applicantRow(data.email)).language).toBe('ar');
    const [mail] = mailsTo(data.email);
    expect(mail.text).toContain('يرجى تأكيد عنوان بريدك الإلكتروني للمتابعة');
    expect(mail.text).toContain('الرابط صالح لمدة');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    // The link reads left to right inside the Arabic text.
    expect(mail.html).toMatch(/<a href="[^"]+" dir="ltr">/);
    expect(mail.token).toBeTruthy();
  });

  it('mails in English by default, and what a signed-in applicant chooses from then on', async () => {
    const { data, sessionToken } = await registered();
    expect((await applicantRow(data.email)).language).toBe('en');
    expect(mailsTo(data.email)[0].html).toContain('<html lang="en" dir="ltr">');
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/onboarding/language',
        payload,
        headers: { authorization: `Bearer ${sessionToken}` },
      });
    expect((await put({ language: 'ar' })).json()).toEqual({ language: 'ar' });
    expect((await applicantRow(data.email)).language).toBe('ar');

    const refused = await put({ language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.error).toEqual(expect.any(String));
    expect((await applicantRow(data.email)).language).toBe('ar');
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/onboarding/language',
      payload: { language: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
