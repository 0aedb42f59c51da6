import { MESSAGES, type MessageKey } from '../constants/messages';
import type { MessageCatalogue } from './messages';

// The Arabic of the messages rules and the server give (in the register of a financial institution). Loaded only
// when a page turns to Arabic. Keyed by MESSAGES' names, so a message renamed or removed in English fails the build
// here; the exact-text table is derived from it.
const byKey: Record<MessageKey, string> = {
  required: 'هذا الحقل مطلوب',
  invalidEmail: 'عنوان البريد الإلكتروني غير صالح',
  wrongNumber: 'رقم غير صحيح',
  nameOneLine: 'يرجى كتابة الاسم في سطر واحد.',
  captchaRequired: 'يرجى إكمال التحقق البشري',
  wrongWebsite: 'عنوان الموقع الإلكتروني للشركة غير صحيح',
  notANumber: 'يجب أن تكون القيمة رقمًا',
  negativeNumber: 'لا يمكن أن تكون القيمة سالبة',
  requestedAmountTooHigh: 'الحد الأقصى للمبلغ المسموح به هو 100,000,000',
  invalidDate: 'التاريخ غير صالح',
  incorporationDateTooLate: 'لا يمكن أن يكون تاريخ التأسيس بعد نهاية سبتمبر 2025',
  invalidOption: 'القيمة ليست من الخيارات المتاحة',
  documentTooLarge: 'يتجاوز حجم الملف الحد الأقصى المسموح به وهو 20 ميغابايت',
  excelOnly: 'يُسمح بملفات Excel فقط (‎.xlsx و‎.xls).',
  invalidDataUrl: 'محتوى الملف ليس رابط بيانات صالحًا',
  csvType: 'يرجى رفع ملف CSV.',
  csvTooLarge: 'الملف المرفوع كبير جدًا. الحد الأقصى لحجم الملف هو 200 ميغابايت.',
  csvEmpty: 'ملف CSV فارغ.',
  mappingAllRequired: 'جميع الحقول مطلوبة. يرجى تعبئتها.',
  mappingColumnOnce: 'لا يمكن اختيار العمود إلا مرة واحدة',
  mappingErrorTitle: 'تم اكتشاف خطأ في مطابقة البيانات',
  mappingErrorText: "اكتشفنا بعض الأخطاء في عمود 'Date' أثناء عملية المطابقة:",
  emptyField: 'حقل فارغ',
  dateColumnNotFound: 'لم يتم العثور على عمود التاريخ',
  monthlyInvalidType: 'نوع الملف غير صالح. يُسمح فقط بالملفات ذات الامتدادين xlsx وxls.',
  monthlyRowsMissing: 'تعذّر إرسال المطابقة: بعض الأعمدة المطلوبة غير موجودة',
  industryRequired: 'يرجى اختيار القطاع',
  captchaExpired: 'انتهت صلاحية التحقق البشري!',
  captchaFailed: 'فشل التحقق البشري!',
  genericFailure: 'عذرًا! حدث خطأ ما. يرجى المحاولة مرة أخرى لاحقًا.',
  resendFailure: 'عذرًا! حدث خطأ ما.',
  emailSent: 'تم إرسال البريد الإلكتروني بنجاح',
  helpReceived: 'تم استلام رسالتك!',
  somethingWentWrong: 'حدث خطأ ما!',
  submissionFailed: 'حدث خطأ أثناء الإرسال!',
  accountingConnectFailed: 'حدث خطأ ما!',
  uploadError: 'خطأ في الرفع!',
  noFileSelected: 'لم يتم اختيار أي ملف!',
  fileReadError: 'خطأ في قراءة الملف',
  errorModalTitle: 'عذرًا، حدث خطأ ما!',
  errorModalText: 'واجهنا مشكلة غير متوقعة أثناء معالجة طلبك. يرجى المحاولة مرة أخرى.',
  tryAgain: 'حاول مرة أخرى',
  cancel: 'إلغاء',
  notFound: 'الصفحة غير موجودة',
};

export const messagesAr: MessageCatalogue = {
  exact: Object.fromEntries((Object.keys(byKey) as MessageKey[]).map((key) => [MESSAGES[key], byKey[key]])),
  patterns: [
    [/^This field should be at least (\d+) characters long$/, 'يجب ألا يقل طول هذا الحقل عن $1 أحرف'],
    [/^The maximum length allowed is (\d+)$/, 'الحد الأقصى للطول المسموح به هو $1'],
    [/^Please choose at most (\d+)\.$/, 'يرجى اختيار $1 كحد أقصى.'],
    [
      /^Uploaded file should contain at least (\d+) columns$/,
      'يجب أن يحتوي الملف المرفوع على $1 أعمدة على الأقل',
    ],
    [/^Invalid (.+)$/, '$1 غير صالح'],
  ],
};
