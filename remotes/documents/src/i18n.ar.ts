import type { Translation } from '@onboarding/shared';
import type { documentsEn } from './i18n';

// Arabic of /financials and /documents-email (loaded only when a page turns to Arabic).
const documentsAr: Translation<typeof documentsEn> = {
  financials: {
    title: 'رفع المستندات',
    intro: 'يرجى مشاركة المستندات أدناه لنتمكن من مراجعة طلبك. يمكن أن يصل حجم كل ملف إلى 20 ميغابايت.',
    requiredNote: 'المستندات المميزة بعلامة * مطلوبة.',
    optional: '(اختياري)',
    required: '(مطلوب)',
    documents: {
      StatementPreviousTwoYear: 'القوائم المالية السنوية المدققة لعام {{year}}',
      StatementPreviousOneYear: 'القوائم المالية السنوية المدققة لعام {{year}}',
      Registration: 'سجل الشركة القابضة',
      CapTable: 'جدول رأس المال (هيكل الملكية)',
      FundraisingSummary: 'ملخص جولات التمويل',
    },
    hints: {
      document: 'ملف PDF أو صورة أو مستند مكتبي، بحجم يصل إلى 20 ميغابايت.',
      excel: 'ملف Excel (‎.xlsx أو ‎.xls)، بحجم يصل إلى 20 ميغابايت.',
    },
    choose: 'اختر ملفًا',
    status: {
      chosen: 'جاهز للرفع',
      reading: 'جارٍ التجهيز…',
      uploading: 'جارٍ الرفع… {{percent}}%',
      stored: 'تم الرفع',
      failedUpload: 'فشل الرفع.',
      failedRead: 'تعذّرت قراءة هذا الملف. اختره مرة أخرى.',
      refused: 'لم يُقبل هذا الملف. اختر ملفًا آخر.',
    },
    retry: 'إعادة المحاولة',
    retryLabel: 'إعادة محاولة رفع {{document}}',
    submit: 'إرسال',
    submitting: 'جارٍ الرفع…',
    progressLabel: 'جارٍ رفع مستنداتك',
    done: 'تم استلام مستنداتك. اكتملت هذه الخطوة.',
    continue: 'متابعة',
    announce: {
      reading: 'جارٍ تجهيز مستنداتك…',
      progress: 'جارٍ رفع مستنداتك: {{percent}}%',
      stored: 'تم رفع مستنداتك.',
      failed: 'تعذّر رفع مستنداتك.',
    },
  },
  errors: {
    required: 'هذا الحقل مطلوب',
    tooLarge: 'يتجاوز حجم الملف الحد الأقصى المسموح به وهو 20 ميغابايت',
    excelOnly: 'يُسمح بملفات Excel فقط (‎.xlsx و‎.xls).',
    notAccepted:
      'هذا النوع من الملفات غير مقبول. يرجى اختيار ملف PDF، أو صورة (PNG أو JPG أو GIF أو WebP أو TIFF أو HEIC)، أو مستند Word أو Excel أو PowerPoint، أو ملف CSV.',
    empty: 'هذا الملف فارغ. يرجى اختيار ملف آخر.',
    generic: 'عذرًا! حدث خطأ ما. يرجى المحاولة مرة أخرى لاحقًا.',
    fileRead: 'خطأ في قراءة الملف',
  },
  received: {
    title: 'تم استلام المستندات!',
    thanks: 'شكرًا لمشاركتك مستنداتك.',
    entertainment: {
      access: 'سيتواصل معك فريقنا لإعداد صلاحية الوصول إلى بيانات معاملاتك.',
      next: 'الخطوة التالية: ربط نظامك المحاسبي.',
    },
    general: {
      intro: 'الخطوة التالية: اربط أنظمتك:',
      step1Label: 'الخطوة 1',
      step1: 'ربط نظام الاشتراكات',
      step2Label: 'الخطوة 2',
      step2: 'ربط النظام المحاسبي',
    },
    connect: 'ربط أنظمتك',
    loading: 'جارٍ التحميل…',
  },
};

export default documentsAr;
