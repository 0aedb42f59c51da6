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
const putLanguage = (sessionToken: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/onboarding/language',
    payload,
    headers: { authorization: `Bearer ${sessionToken}` },
  });
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
    const put = (payload: object) => putLanguage(sessionToken, payload);
    expect((await put({ language: 'ar' })).json()).toEqual({ language: 'ar', digits: 'latn' });
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

  it('keeps the digits chosen with Arabic, refuses others, and writes the emails’ numbers with them', async () => {
    const { data, sessionToken } = await registered();
    const put = (payload: object) => putLanguage(sessionToken, payload);
    expect((await put({ language: 'ar', digits: 'arab' })).json()).toEqual({
      language: 'ar',
      digits: 'arab',
    });
    expect(await applicantRow(data.email)).toMatchObject({ language: 'ar', digits: 'arab' });
    // Left out: kept as it was.
    expect((await put({ language: 'ar' })).json()).toEqual({ language: 'ar', digits: 'arab' });

    const refused = await put({ language: 'ar', digits: 'roman' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.error).toEqual(expect.any(String));
    expect(await applicantRow(data.email)).toMatchObject({ language: 'ar', digits: 'arab' });

    // The next emails (Resend): in the digits of the Arabic page asking for them, kept from then on.
    const resend = async (acceptLanguage: string) =>
      post(
        'resend_email',
        { ...data, token_recaptcha: await captchaToken(t.app) },
        { 'accept-language': acceptLanguage },
      );
    expect((await resend('ar-u-nu-arab')).statusCode).toBe(200);
    const arabic = mailsTo(data.email).at(-1)!;
    const valid = (text: string) => /الرابط صالح لمدة ([^.]+)\./.exec(text)?.[1] ?? '';
    expect(valid(arabic.text)).toMatch(/^[\u0660-\u0669]+ ساعة$/);
    expect((await resend('ar')).statusCode).toBe(200);
    expect(await applicantRow(data.email)).toMatchObject({ language: 'ar', digits: 'latn' });
    expect(valid(mailsTo(data.email).at(-1)!.text)).toMatch(/^[0-9]+ ساعة$/);
  });

  it('keeps the digits of the Arabic page an applicant registers from', async () => {
    const data = await loginData();
    expect((await post('register', data, { 'accept-language': 'ar-u-nu-arab' })).statusCode).toBe(200);
    expect(await applicantRow(data.email)).toMatchObject({ language: 'ar', digits: 'arab' });
    expect(mailsTo(data.email)[0].text).toMatch(/الرابط صالح لمدة [\u0660-\u0669]+ ساعة\./);
  });
});
