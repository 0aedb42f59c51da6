import { staffInviteEmail, staffLockedEmail } from './mail';

// The staff emails: the invitation in the inviting admin's language (or the CLI's), the lock notice in the one
// kept with the account.

const link = 'http://backoffice.test/enrol#token=abc';

describe('the staff emails', () => {
  it('invite in English by default, with the role, the link and how long it works', () => {
    const mail = staffInviteEmail({
      to: 'a@provider.example',
      role: 'approver',
      link,
      validForSeconds: 72 * 3600,
    });
    expect(mail.subject).toBe('Your Onboarding back office account');
    expect(mail.text).toContain('You have been invited to the Onboarding back office as an approver.');
    expect(mail.text).toContain(`Set up my account: ${link}`);
    expect(mail.text).toContain('The link works once and is valid for 72 hours.');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('invite in Arabic, right to left, the link left to right, when the admin’s page is in Arabic', () => {
    const mail = staffInviteEmail({
      to: 'a@provider.example',
      role: 'reviewer',
      link,
      validForSeconds: 72 * 3600,
      language: 'ar',
    });
    expect(mail.subject).toBe('حسابك في المكتب الخلفي لـ Onboarding');
    expect(mail.text).toContain('تمت دعوتك إلى المكتب الخلفي لـ Onboarding بصفة مراجع.');
    expect(mail.text).toContain(`إعداد حسابي: ${link}`);
    expect(mail.text).toContain('صالح لمدة 72 ساعة');
    expect(mail.text).not.toMatch(/invited|valid for/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain(`<a href="${link}" dir="ltr">`);
  });

  it('after a reset, say what happened and whom to tell, with the same link', () => {
    const en = staffInviteEmail({
      to: 'a@p.example',
      role: 'admin',
      link,
      validForSeconds: 72 * 3600,
      reason: 'reset',
    });
    expect(en.text).toContain(
      'An administrator has reset the password and authenticator of your Onboarding back office account as an administrator and ended its sessions.',
    );
    expect(en.text).toContain('If you did not ask for this, tell an administrator.');
    expect(en.text).not.toContain('You have been invited');
    const ar = staffInviteEmail({
      to: 'a@p.example',
      role: 'admin',
      link,
      validForSeconds: 72 * 3600,
      reason: 'reset',
      language: 'ar',
    });
    expect(ar.text).toContain('أعاد أحد المسؤولين تعيين كلمة المرور');
    expect(ar.text).toContain(`إعداد حسابي: ${link}`);
  });

  it('tell of a lock in English', () => {
    const mail = staffLockedEmail({ to: 'a@provider.example', lockedForSeconds: 900, language: 'en' });
    expect(mail.subject).toBe('Your Onboarding back office account is locked');
    expect(mail.text).toContain('locked for 15 minutes after several failed sign-in attempts');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('tell of a lock in Arabic to an Arabic staff member', () => {
    const mail = staffLockedEmail({ to: 'a@provider.example', lockedForSeconds: 900, language: 'ar' });
    expect(mail.subject).toBe('تم قفل حسابك في المكتب الخلفي لـ Onboarding');
    expect(mail.text).toContain(
      'تم قفل حسابك في المكتب الخلفي لـ Onboarding لمدة 15 دقيقة بعد عدة محاولات غير ناجحة لتسجيل الدخول.',
    );
    expect(mail.text).toContain('وأبلغ أحد المسؤولين');
    expect(mail.text).not.toMatch(/locked|password/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });
});
