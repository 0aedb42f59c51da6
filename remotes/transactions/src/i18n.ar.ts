import type { Translation } from '@onboarding/shared';
import type { transactionsEn } from './i18n';

// Arabic of the transaction screens (loaded only when a page turns to Arabic). Provider names (Stripe, PayPal, Tap)
// and the CSV format stay as they are written.
const found = 'عدد الأعمدة: {{columns, number}}، عدد الصفوف: {{count, number}}.';

const transactionsAr: Translation<typeof transactionsEn> = {
  progress: {
    label: 'ربط أنظمتك: مستوى التقدّم',
    step: 'الخطوة {{number}} من {{total}}',
    subscription: 'ربط نظام الاشتراكات',
    accounting: 'ربط النظام المحاسبي',
    current: '(الخطوة الحالية)',
  },
  choice: {
    title: 'ربط أنظمتك',
    intro:
      'اربط النظام الذي يدفع من خلاله عملاؤك، لنتمكن من الاطلاع على سجل معاملاتك. إذا لم يكن نظامك مدرجًا، فاختر "أخرى" وارفع معاملاتك في ملف CSV.',
    providersLabel: 'أنظمة الدفع',
    kinds: {
      stripe: 'المدفوعات بالبطاقات',
      paypal: 'المدفوعات بالمحافظ الإلكترونية',
      tap: 'المدفوعات بالبطاقات والمدفوعات المحلية',
    },
    other: 'أخرى',
    otherHint: 'نظام الدفع الخاص بي غير مدرج: سأرفع معاملاتي في ملف CSV.',
    otherName: 'اسم النظام',
    otherNameHint: 'اسم النظام الذي تصدر منه معاملاتك.',
    next: 'التالي',
  },
  credentials: {
    title: 'ربط {{name}}',
    intro: 'أدخل مفاتيح <en>API</en> لحسابك في {{name}}. نستخدمها فقط للاطلاع على سجل معاملاتك.',
    fields: {
      secretKey: 'المفتاح السري (<en>Secret Key</en>)',
      clientId: 'معرّف العميل (<en>Client ID</en>)',
    },
    hints: {
      liveSecretKey: 'مفتاحك السري للبيئة الفعلية (<en>live</en>): 32 حرفًا على الأقل، ويبدأ بـ sk_live_.',
      paypal: 'أكثر من 20 حرفًا.',
    },
    howTo: 'كيفية العثور على مفاتيح <en>API</en> في {{name}}',
    steps: {
      stripe:
        'في لوحة تحكم Stripe، افتح <en>Developers</en> ثم <en>API keys</en>، واعرض المفتاح السري للبيئة الفعلية (<en>Secret key</en>).',
      paypal:
        'في لوحة تحكم المطورين في PayPal، انتقل إلى <en>Live</en>، وافتح <en>Apps & Credentials</en> واختر تطبيقك: ستظهر لك قيمتا <en>Client ID</en> و<en>Secret</en>.',
      tap: 'في لوحة تحكم Tap، افتح <en>Accounts</en> ثم المشغّل الخاص بك ثم <en>Merchant</en>: سيظهر لك المفتاح السري للبيئة الفعلية (<en>Live Secret Key</en>).',
    },
    newTab: '(يُفتح في علامة تبويب جديدة)',
    show: 'إظهار',
    hide: 'إخفاء',
    save: 'حفظ',
    saving: 'جارٍ الحفظ…',
    back: 'رجوع',
    unknown: {
      title: 'نظام الدفع هذا غير متاح',
      text: 'اختر أحد الأنظمة المدرجة، أو ارفع معاملاتك في ملف CSV.',
      back: 'اختيار نظام',
    },
    failure: 'عذرًا! حدث خطأ ما. يرجى المحاولة مرة أخرى لاحقًا.',
  },
  upload: {
    title: 'رفع المعاملات',
    intro: 'ارفع سجل معاملاتك في ملف CSV بحجم يصل إلى 200 ميغابايت، بحيث يمثّل كل صف معاملة واحدة.',
    system: 'النظام: {{name}}',
    industry: 'القطاع',
    industries: {
      SAAS: 'البرمجيات كخدمة',
      MARKETPLACE: 'منصة سوق إلكترونية',
    },
    method: 'طريقة الاحتساب',
    methods: {
      'No refund': 'بدون استرداد',
      'Forward deduction': 'الخصم من الفترات اللاحقة',
      Standard: 'قياسية',
    },
    columns: {
      title: 'الأعمدة المطلوبة',
      chooseIndustry: 'اختر قطاعك لعرض الأعمدة التي يجب أن يتضمنها ملفك.',
      caption: 'الأعمدة التي يجب أن يتضمنها ملفك، مع صف على سبيل المثال',
      intro:
        'يجب أن يتضمن ملفك هذه الأعمدة على الأقل، بأي ترتيب؛ وستطابقها بعد ذلك مع أسماء الأعمدة في ملفك.',
      template: 'تنزيل نموذج ملف CSV',
    },
    file: 'ملف المعاملات (CSV)',
    choose: 'اختر ملفًا',
    fileHint: 'ملف CSV بحجم يصل إلى 200 ميغابايت، يتضمن صفه الأول أسماء الأعمدة.',
    checking: 'جارٍ فحص ملفك…',
    checkingLabel: 'جارٍ فحص ملفك',
    checked_zero: found,
    checked_one: found,
    checked_two: found,
    checked_few: found,
    checked_many: found,
    checked_other: found,
    upload: 'رفع',
    uploading: 'جارٍ الرفع…',
    uploadingLabel: 'جارٍ رفع ملفك',
    uploaded: 'تم رفع ملفك.',
    back: 'رجوع',
    errors: {
      type: 'يرجى رفع ملف CSV.',
      tooLarge: 'الملف المرفوع كبير جدًا. الحد الأقصى لحجم الملف هو 200 ميغابايت.',
      empty: 'ملف CSV فارغ.',
      columns: 'يجب أن يحتوي الملف المرفوع على {{min}} أعمدة على الأقل',
      read: 'خطأ في قراءة الملف',
      noFile: 'لم يتم اختيار أي ملف!',
      uploadLink: 'خطأ في الرفع!',
      confirm: 'حدث خطأ ما!',
    },
  },
  mapping: {
    title: 'رائع، تم رفع ملف معاملاتك!',
    introDrag:
      'ضع كل عمود من أعمدة ملفك بجوار الحقل الذي يحتويه: اسحبه من مقبضه، أو انتقل إلى المقبض واضغط مفتاح المسافة، ثم مفاتيح الأسهم، ثم مفتاح المسافة مرة أخرى.',
    introSelect: 'اختر عمود ملفك الذي يحتوي كل حقل.',
    fileName: 'الملف: {{name}}',
    fields: {
      customer_id: 'المعرّف الفريد للعميل',
      amount: 'المبلغ',
      start_date: 'تاريخ البدء',
      period: 'الفترة',
      date: 'التاريخ',
      gmv: 'إجمالي قيمة المبيعات (GMV)',
      take: 'نسبة العمولة',
    },
    fieldsLabel: 'الحقول المطلوبة',
    columnsLabel: 'أعمدة ملفك',
    unused: 'أعمدة غير مستخدمة',
    example: 'مثال: {{value}}',
    noExample: 'لا توجد قيمة للمثال',
    choose: 'اختر عمودًا',
    chosenElsewhere: '{{column}} (تم اختياره مسبقًا)',
    position: '(مطابَق مع {{field}})',
    positionUnused: '(غير مستخدم)',
    dnd: {
      instructions:
        'لالتقاط عمود، اضغط مفتاح المسافة أو Enter. استخدم مفاتيح الأسهم لتحريكه، ومفتاح المسافة أو Enter لإفلاته، وEscape للإلغاء.',
      picked: 'تم التقاط العمود {{column}}.',
      over: 'العمود {{column}} الآن في الموضع {{position}}: {{field}}.',
      dropped: 'تم إفلات العمود {{column}} في الموضع {{position}}: {{field}}.',
      cancelled: 'تم إلغاء النقل. عاد العمود {{column}} إلى مكانه.',
      notUsed: 'غير مستخدم',
    },
    submit: 'إرسال',
    submitting: 'جارٍ الإرسال…',
    checkingDates: 'جارٍ فحص عمود التاريخ…',
    back: 'رجوع',
    missingFile: 'يرجى رفع ملف معاملاتك أولًا.',
    uploadAgain: 'رفع ملف',
    errors: {
      allRequired: 'جميع الحقول مطلوبة. يرجى تعبئتها.',
      columnOnce: 'لا يمكن اختيار العمود إلا مرة واحدة',
      dateNotFound: 'لم يتم العثور على عمود التاريخ',
      failure: 'عذرًا! حدث خطأ ما. يرجى المحاولة مرة أخرى لاحقًا.',
      read: 'خطأ في قراءة الملف',
    },
    dateModal: {
      title: 'تم اكتشاف خطأ في مطابقة البيانات',
      text: "اكتشفنا بعض الأخطاء في عمود 'Date' أثناء عملية المطابقة:",
      valuesLabel: 'القيم الموجودة في عمود التاريخ',
      emptyField: 'حقل فارغ',
      proceed: 'المتابعة دون تصحيح',
      back: 'رجوع',
    },
  },
  done: {
    title: 'ربط أنظمتك',
    text: 'تم استلام بيانات معاملاتك. اكتملت هذه الخطوة.',
    continue: 'متابعة',
  },
  connected: {
    title: 'شكرًا لمشاركتك بيانات معاملاتك!',
    text: 'سيراجع فريقنا طلبك ويتواصل معك خلال يومَي عمل.',
    home: 'الانتقال إلى الصفحة الرئيسية',
    reference: 'مرجع طلبك:',
    referenceNote: 'أرسلنا إليك تأكيدًا به عبر البريد الإلكتروني. يرجى ذكره كلما تواصلت معنا.',
    dashboard: 'الانتقال إلى لوحة متابعتك',
  },
};

export default transactionsAr;
