import { DEFAULT_DECLINE_REASONS_FILE } from '../runtime-files';
import { loadDeclineReasons } from './decline-reasons';
import { declinedEmail, offerSentEmail } from './review-mail';

// The review's emails in the applicant's language: the offer's last day written out, the decline reason's label.

const to = (language: 'en' | 'ar') => ({ to: 'amina@example.com', name: 'Amina Noor', language });
const dashboardUrl = 'https://dashboard.test/home';

describe('the review emails', () => {
  it('write the offer’s last day as a date of the applicant’s language, with Western digits in Arabic', () => {
    const en = offerSentEmail(to('en'), { validUntil: '2027-02-09', dashboardUrl });
    expect(en.text).toContain('accept or decline it by February 9, 2027.');
    const ar = offerSentEmail(to('ar'), { validUntil: '2027-02-09', dashboardUrl });
    expect(ar.text).toContain('قبل نهاية يوم 9 فبراير 2027.');
    expect(ar.html).toContain('9 فبراير 2027');
    for (const mail of [en, ar]) expect(mail.text).not.toContain('2027-02-09');
  });

  it('write it in Arabic-Indic digits to an Arabic applicant who chose them, and only to them', () => {
    const arab = offerSentEmail({ ...to('ar'), digits: 'arab' }, { validUntil: '2027-02-09', dashboardUrl });
    expect(arab.text).toContain('قبل نهاية يوم ٩ فبراير ٢٠٢٧.');
    const latn = offerSentEmail({ ...to('ar'), digits: 'latn' }, { validUntil: '2027-02-09', dashboardUrl });
    expect(latn.text).toContain('قبل نهاية يوم 9 فبراير 2027.');
    const en = offerSentEmail({ ...to('en'), digits: 'arab' }, { validUntil: '2027-02-09', dashboardUrl });
    expect(en.text).toContain('by February 9, 2027.');
  });

  it('give the decline reason’s label in the applicant’s language', async () => {
    const { reasons } = await loadDeclineReasons(DEFAULT_DECLINE_REASONS_FILE);
    const reason = reasons.find((r) => r.code === 'INSUFFICIENT_REVENUE')!.labels;
    const ar = declinedEmail(to('ar'), { reason, text: null });
    expect(ar.text).toContain('السبب: إيرادات المنشأة أقل من الحد الذي يمكننا تمويله.');
    expect(ar.text).not.toContain(reason.en);
    const en = declinedEmail(to('en'), { reason, text: null });
    expect(en.text).toContain(`The reason: ${reason.en}`);
    expect(en.text).not.toContain(reason.ar);
  });
});
