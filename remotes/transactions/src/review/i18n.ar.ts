import type { Translation } from '@onboarding/shared';
import type { transactionsReviewEn } from './i18n';

// Arabic of the transactions step's review panel (loaded only when the back office turns to Arabic).
const transactionsReviewAr: Translation<typeof transactionsReviewEn> = {
  empty: 'لم يربط مقدّم الطلب أي نظام ولم يرفع أي معاملات.',
  skipped: 'غير مطلوبة: المنشأة ضمن مسار الألعاب والمحتوى.',
  provider: {
    title: 'المزوّد المرتبط',
    system: 'المزوّد',
    status: 'الحالة',
    statuses: { current: 'مرتبط', superseded: 'استُبدل بربط لاحق' },
    verification: 'التحقق من بيانات الاعتماد',
    verifications: {
      live: 'تم التحقق لدى المزوّد',
      skipped: 'لم يتم التحقق (عمل الخادم دون تحقق فعلي)',
    },
    verifiedAt: 'تاريخ التحقق',
    connectedAt: 'تاريخ الربط',
    never: 'أبدًا',
  },
  csv: {
    title: 'المعاملات المرفوعة (CSV)',
    fileName: 'الملف',
    unnamed: 'لم يُسجَّل الاسم',
    size: 'الحجم',
    uploadedAt: 'تاريخ الرفع',
    systemName: 'النظام',
    industry: 'نموذج العمل',
    industries: { SAAS: 'الاشتراكات (\u2066SaaS\u2069)', MARKETPLACE: 'منصة سوق إلكترونية' },
    method: 'طريقة احتساب المبالغ المستردة',
    methods: {
      'No refund': 'بدون استرداد',
      'Forward deduction': 'الخصم من الفترات اللاحقة',
      Standard: 'قياسية',
    },
    dateOrder: 'ترتيب التاريخ',
    dateOrders: { MDY: 'الشهر/اليوم/السنة', DMY: 'اليوم/الشهر/السنة' },
    rows: 'الصفوف',
    rowsValue: 'المقروءة: {{read}}، المرفوضة: {{rejected}}',
    customers: 'العملاء',
    download: 'تنزيل ملف CSV',
    downloadLabel: 'تنزيل ملف CSV {{name}}',
    unavailable: 'لم يعد الملف محفوظًا.',
    mappingCaption: 'مطابقة الأعمدة',
    field: 'الحقل',
    column: 'عمود CSV',
    fields: {
      customer_id: 'المعرّف الفريد للعميل',
      amount: 'المبلغ',
      start_date: 'تاريخ البدء',
      period: 'الفترة',
      date: 'التاريخ',
      gmv: 'إجمالي قيمة المبيعات (GMV)',
      take: 'نسبة العمولة',
    },
    seriesCaption: 'الإيرادات الشهرية',
    noSeries: 'تعذّرت قراءة أي شهر من الملف.',
    month: 'الشهر',
    revenue: {
      SAAS: 'الإيرادات الشهرية المتكررة (\u2066MRR\u2069)',
      MARKETPLACE: 'إجمالي قيمة المبيعات (\u2066GMV\u2069)',
    },
    billings: 'الفواتير',
    take: 'العمولة',
    orders: 'الطلبات',
    active: 'العملاء النشطون',
    new: 'العملاء الجدد',
    churned: 'العملاء المفقودون',
  },
};

export default transactionsReviewAr;
