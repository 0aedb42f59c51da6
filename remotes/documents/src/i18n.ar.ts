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
    submit: 'إرسال',
    submitting: 'جارٍ الرفع…',
    progressLabel: 'جارٍ رفع مستنداتك',
    done: 'تم استلام مستنداتك. اكتملت هذه الخطوة.',
    continue: 'متابعة',
    announce: {
      reading: 'جارٍ تجهيز مستنداتك…',
      progress: 'جارٍ رفع مستنداتك: {{percent}}',
      stored: 'تم رفع مستنداتك.',
      failed: 'تعذّر رفع مستنداتك.',
    },
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
