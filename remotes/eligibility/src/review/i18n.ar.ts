import type { Translation } from '@onboarding/shared';
import type { eligibilityReviewEn } from './i18n';

// Arabic of the eligibility step's review panel (loaded only when the back office turns to Arabic).
const eligibilityReviewAr: Translation<typeof eligibilityReviewEn> = {
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
    sentences: {
      REVENUE_BELOW_MINIMUM: 'الإيرادات السنوية {{revenue}} أقل من الحد الأدنى البالغ {{minimum}}.',
      RUNWAY_BELOW_MINIMUM:
        'مدة الاستمرارية {{months}} شهرًا، وهي أقل من الحد الأدنى البالغ {{minimum}} شهرًا.',
      INCORPORATED_TOO_RECENTLY:
        'تأسست الشركة منذ {{months}} شهرًا كاملًا، والمطلوب {{minimum}} شهرًا على الأقل.',
      NOT_TECHNOLOGY_COMPANY: 'مقدّم الطلب ليس شركة تقنية.',
      EXCLUDED_BUSINESS_TYPE: 'نوع النشاط {{types}} مستبعد بموجب السياسة.',
      EXCLUDED_COUNTRY_OF_INCORPORATION: 'بلد التأسيس {{country}} مستبعد بموجب السياسة.',
      UNKNOWN_COMPANY_STAGE: 'ليس لمرحلة الشركة «{{stage}}» مضاعف إيرادات في السياسة.',
      NO_SHARIA_PREFERENCE:
        'لم يُبدِ مقدّم الطلب تفضيلًا للتمويل المتوافق مع أحكام الشريعة، والتمويل المقدَّم متوافق مع أحكام الشريعة.',
      BASE_AMOUNT: 'الإيرادات السنوية {{revenue}} × {{multiple}} ({{stage}}) = {{value}}.',
      DEBT_DEDUCTED: 'الدين القائم {{debt}} × {{factor}} = {{deduction}} يُخصم، فيتبقى {{value}}.',
      CAPPED_BY_REQUESTED_AMOUNT: 'حُدّ المبلغ بالمبلغ المطلوب البالغ {{amount}}.',
      CAPPED_BY_POLICY_MAXIMUM: 'حُدّ المبلغ بالحد الأقصى للسياسة البالغ {{amount}}.',
      ROUNDED_DOWN: 'قُرّب المبلغ إلى الأدنى لأقرب دولار كامل: {{amount}}.',
      AMOUNT_BELOW_MINIMUM: 'المبلغ الناتج {{amount}} أقل من الحد الأدنى للتمويل البالغ {{minimum}}.',
    },
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
      ARRYearlyRevenue: 'الإيرادات السنوية المتكررة (\u2066ARR\u2069) / الإيرادات السنوية',
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
