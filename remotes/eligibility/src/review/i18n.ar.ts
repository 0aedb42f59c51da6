import type { Translation } from '@onboarding/shared';
import type { eligibilityReviewEn } from './i18n';

// Arabic of the eligibility step's review panel (loaded only when the back office turns to Arabic).
const eligibilityReviewAr: Translation<typeof eligibilityReviewEn> = {
  title: 'الأهلية',
  loading: 'جارٍ تحميل إجابات الأهلية…',
  error: 'تعذّر تحميل إجابات الأهلية.',
  retry: 'حاول مرة أخرى',
  decision: {
    title: 'قرار السياسة',
    none: 'لم يُسجَّل قرار أهلية لهذا الطلب.',
    outcome: 'النتيجة',
    eligible: 'مؤهل',
    ineligible: 'غير مؤهل',
    amount: 'المبلغ',
    policy: 'إصدار السياسة',
    decidedAt: 'تاريخ القرار',
  },
  reasons: {
    caption: 'الأسباب، بالترتيب الذي طبّقتها به السياسة',
    kind: 'النوع',
    code: 'الرمز',
    message: 'السبب',
    none: 'لم تسجّل السياسة أي أسباب.',
    kinds: { 'knock-out': 'معيار استبعاد', amount: 'خطوة تحديد المبلغ', note: 'ملاحظة' },
  },
  answers: {
    caption: 'إجابات مقدّم الطلب',
    question: 'السؤال',
    answer: 'الإجابة',
    notAnswered: 'لم تتم الإجابة',
    yes: 'نعم',
    no: 'لا',
    fields: {
      businessName: 'اسم المنشأة',
      businessWebsite: 'الموقع الإلكتروني للمنشأة',
      businessType: 'نوع النشاط',
      placeOfOperation: 'مكان مزاولة النشاط',
      countryOfIncorporation: 'دولة التأسيس',
      companyStage: 'مرحلة الشركة',
      dateOfIncorporation: 'تاريخ التأسيس',
      isSoftware: 'هل هي شركة برمجيات؟',
      ARRYearlyRevenue: 'الإيرادات السنوية المتكررة (ARR) / الإيرادات السنوية',
      activeContracts: 'العقود النشطة',
      investmentRounds: 'جولات الاستثمار',
      runway: 'مدة الاستمرارية المالية (بالأشهر)',
      requestedAmount: 'مبلغ التمويل المطلوب',
      isSharia: 'يفضّل تمويلًا متوافقًا مع أحكام الشريعة الإسلامية',
      debt: 'لديه ديون قائمة',
      debtAmount: 'الديون القائمة',
      institutionalInvestors: 'المستثمرون المؤسسيون',
      raisedAmount: 'المبلغ الذي تم جمعه',
    },
  },
};

export default eligibilityReviewAr;
