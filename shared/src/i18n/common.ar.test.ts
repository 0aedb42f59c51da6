import { catalogueMismatches, placeholderMismatches, translationGaps, unknownTranslations } from '../testing';
import { DASHBOARD_MESSAGES } from '../dashboard/schemas';
import commonAr from './common.ar';
import { commonEn } from './common.en';
import { i18n, setLanguage, translateMessage } from './index';
import { messagesAr } from './messages.ar';

describe('the common namespace in Arabic', () => {
  it('has every English text, with its placeholders', () => {
    expect(translationGaps(commonEn, commonAr)).toEqual([]);
    expect(unknownTranslations(commonEn, commonAr)).toEqual([]);
    expect(placeholderMismatches(commonEn, commonAr)).toEqual([]);
    expect(catalogueMismatches(commonEn, commonAr)).toEqual([]);
  });

  it('loads when the page turns to Arabic', async () => {
    await setLanguage('ar');
    expect(i18n.t('close')).toBe('إغلاق');
    expect(i18n.t('common:fileDrop.selected', { name: 'a.pdf' })).toBe('الملف المحدد: a.pdf');
    expect(i18n.t('required')).toBe('هذا الحقل مطلوب');
    await setLanguage('en');
    expect(i18n.t('close')).toBe('Close');
  });
});

it('shows the schemas’ and the server’s other messages in Arabic, those with a number or a name included', async () => {
  await setLanguage('ar');
  expect(translateMessage('Invalid Secret Key')).toBe('المفتاح السري (\u2066Secret Key\u2069) غير صالح');
  expect(translateMessage('A note can be at most 4000 characters.')).toBe(
    'يجب ألا تتجاوز الملاحظة 4000 حرف.',
  );
  expect(translateMessage('This case is in review and cannot be taken into review.')).toBe(
    'هذه الحالة قيد المراجعة ولا يمكن إدخالها في المراجعة.',
  );
  expect(translateMessage('The file Registration.pdf is not an accepted document type.')).toBe(
    'الملف Registration.pdf ليس من أنواع المستندات المقبولة.',
  );
  expect(translateMessage('The tenure must be a whole number of months from 1 to 120.')).toBe(
    'يجب أن تكون مدة التمويل عددًا صحيحًا من الأشهر من 1 إلى 120.',
  );
  // The latest month of incorporation moves with the calendar; every month has its Arabic name.
  expect(translateMessage('Date of incorporation cannot be later than the end of November 2026')).toBe(
    'لا يمكن أن يكون تاريخ التأسيس بعد نهاية نوفمبر 2026',
  );
  expect(translateMessage('Date of incorporation cannot be later than the end of May 2027')).toBe(
    'لا يمكن أن يكون تاريخ التأسيس بعد نهاية مايو 2027',
  );
  await setLanguage('en');
});

describe('the translation checks', () => {
  const en = {
    a: 'A {{x}}',
    n: { b: 'B' },
    list: ['one', 'two'],
    months_one: '{{count}} month',
    months_other: '{{count}} months',
  };

  it('lists what a translation lacks, every Arabic plural form included', () => {
    expect(
      translationGaps(en, {
        a: 'أ {{x}}',
        list: ['واحد'],
        months_one: 'شهر واحد',
        months_other: '{{count}} شهر',
      }),
    ).toEqual(['list.1', 'months_few', 'months_many', 'months_two', 'months_zero', 'n.b']);
    expect(unknownTranslations(en, { a: 'أ', months_few: '{{count}} أشهر', c: 'ج' })).toEqual(['c']);
  });

  it('finds a placeholder lost or renamed, but lets one or two leave the count out', () => {
    expect(placeholderMismatches(en, { a: 'أ {{y}}', months_one: 'شهر واحد', months_few: 'أشهر' })).toEqual([
      'a: {{y}} ≠ {{x}}',
      'months_few:  ≠ {{count}}',
    ]);
  });
});

it('has Arabic for every message of the dashboard’s contract, and for the dashboard’s refusals on the server', async () => {
  const untranslated = Object.entries(DASHBOARD_MESSAGES)
    .filter(([, text]) => messagesAr.exact[text] === undefined)
    .map(([key]) => key);
  expect(untranslated).toEqual([]);
  await setLanguage('ar');
  expect(translateMessage(DASHBOARD_MESSAGES.offerExpired)).toBe(
    'انتهت صلاحية هذا العرض. تواصل معنا إذا كنت لا تزال ترغب في الحصول على التمويل.',
  );
  expect(translateMessage('This offer has already been answered.')).toBe('تم الرد على هذا العرض بالفعل.');
  expect(translateMessage('Your session has expired. Please sign in again.')).toBe(
    'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
  );
  await setLanguage('en');
});
