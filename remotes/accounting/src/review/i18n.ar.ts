import type { Translation } from '@onboarding/shared';
import type { accountingReviewEn } from './i18n';

// Arabic of the accounting step's review panel (loaded only when the back office turns to Arabic). The services'
// names are proper names and stay in English.
const accountingReviewAr: Translation<typeof accountingReviewEn> = {
  empty: 'لم يربط مقدّم الطلب أي نظام محاسبي ولم يرفع حسابات شهرية.',
  connection: {
    title: 'ربط النظام المحاسبي',
    service: 'الخدمة',
    services: {
      sandbox: 'مزوّد بيئة الاختبار',
    },
    status: 'الحالة',
    statuses: { connected: 'مرتبط', access_denied: 'تم رفض الوصول' },
    reason: 'السبب',
    at: 'التاريخ',
  },
  upload: {
    showMonths: 'شهرًا بشهر (جدول)',
    title: 'الحسابات الشهرية (مصنف Excel)',
    fileName: 'الملف',
    size: 'الحجم',
    uploadedAt: 'تاريخ الرفع',
    sheet: 'ورقة العمل المستخدمة',
    noSheet: 'ورقة العمل الأولى',
    sheets: 'أوراق العمل في المصنف',
    caption: 'الحسابات الشهرية كما قُرئت من المصنف',
    noMonths: 'تعذّرت قراءة أي شهر من المصنف.',
    lineItem: 'البند',
    row: 'الصف {{row}}',
    empty: '—',
    items: {
      revenues: 'الإيرادات',
      cogs: 'تكلفة البضاعة المباعة (\u2066CoGS\u2069)',
      rnd: 'البحث والتطوير (\u2066R&D\u2069)',
      sm: 'المبيعات والتسويق (\u2066S&M\u2069)',
      ga: 'المصاريف العمومية والإدارية (\u2066G&A\u2069) (جميع البنود الأخرى)',
      salaries: 'الرواتب',
    },
  },
};

export default accountingReviewAr;
