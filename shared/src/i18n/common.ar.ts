import type { commonEn } from './common.en';
import type { Translation } from './language';
import { messagesArByKey } from './messages.ar';

// Arabic of the `common` namespace (loaded only when a page turns to Arabic). Its messages are the same Arabic as
// the catalogue's (messages.ar.ts), so a message reads alike wherever it is shown.
const commonAr: Translation<typeof commonEn> = {
  ...messagesArByKey,
  loading: 'جارٍ التحميل…',
  language: 'اللغة',
  digits: { label: 'الأرقام', latn: 'الأرقام الغربية (123)', arab: 'الأرقام الهندية (١٢٣)' },
  close: 'إغلاق',
  dialogClose: 'إغلاق النافذة',
  continue: 'متابعة',
  back: 'رجوع',
  next: 'التالي',
  submit: 'إرسال',
  goToHomepage: 'الانتقال إلى الصفحة الرئيسية',
  fileDrop: {
    prompt: 'اسحب ملفًا وأفلته هنا، أو',
    browse: 'تصفَّح',
    selected: 'الملف المحدد: {{name}}',
    remove: 'إزالة الملف',
  },
  progress: 'تقدّم الرفع',
  toasts: {
    region: 'الإشعارات',
    close: 'إغلاق الإشعار',
    timer: 'مؤقّت الإشعار',
  },
  captcha: {
    label: 'التحقق',
    loading: 'جارٍ تحميل التحقق…',
  },
  options: {
    businessTypes: {
      SAAS: 'البرمجيات',
      GAMING: 'الألعاب',
      MARKETPLACE: 'منصات الأسواق الإلكترونية',
      ECOMMERCE: 'التجارة الإلكترونية',
      CONTENT: 'المحتوى',
      FINTECH: 'التقنية المالية',
      HELATHTECH: 'التقنية الصحية',
      EDUTECH: 'التقنية التعليمية',
      // The Latin abbreviation isolated, so that its parentheses keep their places in a right-to-left line.
      B2B: 'الخدمات للشركات (\u2066B2B\u2069)',
      B2C: 'الخدمات للمستهلكين (\u2066B2C\u2069)',
    },
    companyStages: {
      'Pre-Seed': 'جولة ما قبل البذرة',
      Seed: 'جولة البذرة',
      'Series A': 'جولة السلسلة أ',
      'Series B': 'جولة السلسلة ب',
      'Post Series B': 'ما بعد جولة السلسلة ب',
    },
  },
};

export default commonAr;
