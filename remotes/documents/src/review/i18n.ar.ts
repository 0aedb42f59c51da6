import type { Translation } from '@onboarding/shared';
import type { documentsReviewEn } from './i18n';

// Arabic of the documents step's review panel and its viewer (loaded only when the back office turns to Arabic).
const documentsReviewAr: Translation<typeof documentsReviewEn> = {
  empty: 'لم يرفع مقدّم الطلب أي مستندات.',
  kinds: {
    StatementPreviousTwoYear: 'القوائم المالية المدققة (قبل سنتين)',
    StatementPreviousOneYear: 'القوائم المالية المدققة (السنة الماضية)',
    Registration: 'سجل الشركة القابضة',
    CapTable: 'جدول رأس المال (هيكل الملكية)',
    FundraisingSummary: 'ملخص جولات التمويل',
  },
  superseded: 'مستبدَل',
  supersededOn: 'استُبدل بملف أُعيد رفعه بتاريخ {{date}}',
  fileName: 'اسم الملف',
  type: 'النوع',
  size: 'الحجم',
  uploadedAt: 'تاريخ الرفع',
  view: 'عرض',
  viewLabel: 'عرض {{name}}',
  download: 'تنزيل',
  downloadLabel: 'تنزيل {{name}}',
  unavailable: 'هذا الملف لم يعد محفوظًا.',
  mark: {
    group: 'تقييم المراجعة للمستند {{document}}',
    accepted: 'مقبول',
    needs_reupload: 'يحتاج إلى إعادة الرفع',
    none: 'لم يُقيَّم بعد.',
    by: '{{mark}}: قيّمه {{who}} بتاريخ {{date}}',
    saving: 'جارٍ حفظ التقييم…',
    failed: 'تعذّر حفظ التقييم.',
  },
  viewer: {
    title: 'عرض: {{name}}',
    close: 'إغلاق العارض',
    imageAlt: '{{document}}: {{name}}',
    loading: 'جارٍ فتح المستند…',
    failed: 'تعذّر عرض ملف PDF هذا. يمكنك تنزيله بدلًا من ذلك.',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    page: 'الصفحة {{page}} من {{pages}}',
    zoomOut: 'تصغير',
    zoomIn: 'تكبير',
    zoomReset: 'الحجم الفعلي',
    zoom: 'التكبير {{percent}}',
    pageShort: '{{page}}/{{pages}}',
    zoomShort: '{{percent}}',
    pageImage: 'الصفحة {{page}} من {{pages}} من {{name}}',
    toolbar: 'أدوات التحكم في ملف PDF',
  },
};

export default documentsReviewAr;
