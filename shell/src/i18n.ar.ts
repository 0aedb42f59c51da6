import type { Translation } from '@onboarding/shared';
import type { shellEn } from './i18n';

// Arabic of the shell (loaded only when a page turns to Arabic). The shared messages keep the Arabic of the
// catalogue (@onboarding/shared's messages.ar.ts), word for word.
const shellAr: Translation<typeof shellEn> = {
  productName: 'Onboarding',
  skipToContent: 'الانتقال إلى الخطوة الحالية',
  loading: 'جارٍ التحميل…',
  journey: {
    title: 'رحلة Onboarding',
    subtitle: 'اتبع هذه الخطوات للحصول على التمويل.',
    navbarTitle: 'رحلة Onboarding',
    stepsLabel: 'خطوات الانضمام',
    statusDone: '{{step}}: مكتملة',
    statusTodo: '{{step}}: لم تكتمل بعد',
    current: 'أنت هنا',
    eligibility: {
      title: 'التحقق من الأهلية',
      points: [
        'تحقَّق من بياناتك الأساسية وتفاصيل منشأتك.',
        'ستصلك رسالة بريد إلكتروني للتحقق من هويتك.',
        'جهِّز مستندات تأسيس منشأتك.',
        'ستحتاج إلى اسم المنشأة وموقعها الإلكتروني ومكان تأسيسها وتاريخ تأسيسها.',
      ],
    },
    documents: {
      title: 'رفع المستندات',
      points: [
        'القوائم المالية السنوية المدققة للسنتين الماضيتين.',
        'سجل الشركة القابضة.',
        'جدول رأس المال (هيكل الملكية).',
        'ملخص جولات التمويل.',
      ],
    },
    systems: {
      title: 'ربط أنظمتك',
      points: [
        'اربط نظام الاشتراكات أو المدفوعات لديك (مزوّد مدفوعات بالبطاقات أو مزوّد مدفوعات بالمحافظ الإلكترونية)، أو ارفع ملف CSV.',
        'قدِّم حساباتك الإدارية الشهرية بربط نظامك المحاسبي ({{providers}}) أو برفع ملف.',
      ],
    },
    funded: {
      title: 'احصل على التمويل',
      points: ['احصل على عرض تمويل متوافق مع أحكام الشريعة الإسلامية بعد إكمال جميع الخطوات.'],
    },
  },
  help: {
    link: 'نحن هنا لمساعدتك عند الحاجة!',
    formLabel: 'طلب مساعدة',
    email: 'البريد الإلكتروني',
    notes: 'الملاحظات',
    notesHint: 'أخبرنا كيف يمكننا مساعدتك (من 3 إلى 200 حرف).',
    submit: 'إرسال',
    sending: 'جارٍ الإرسال…',
    received: 'تم استلام رسالتك!',
    captchaRequired: 'يرجى إكمال التحقق البشري',
    captchaExpired: 'انتهت صلاحية التحقق البشري!',
    captchaFailed: 'فشل التحقق البشري!',
    failure: 'عذرًا! حدث خطأ ما. يرجى المحاولة مرة أخرى لاحقًا.',
  },
  welcome: {
    greetingShort: 'مرحبًا بك!',
    greetingFull: 'مرحبًا بك في Onboarding! 🎉',
    text: 'أنت على بُعد خطوات قليلة من تمويل نمو أعمالك.',
    start: 'لنبدأ',
    dashboard: 'قدّمت طلبًا من قبل؟ سجّل الدخول إلى لوحة متابعتك',
    logoAlt: 'Onboarding',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    text: 'الصفحة التي تبحث عنها غير موجودة.',
    home: 'الانتقال إلى الصفحة الرئيسية',
  },
  remoteError: {
    title: 'عذرًا، حدث خطأ ما!',
    text: 'واجهنا مشكلة غير متوقعة أثناء معالجة طلبك. يرجى المحاولة مرة أخرى.',
  },
};

export default shellAr;
