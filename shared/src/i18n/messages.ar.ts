import { MESSAGES, type MessageKey } from '../constants/messages';
import type { MessageCatalogue } from './messages';

// The Arabic of the messages rules and the server give (in the register of a financial institution). Loaded only
// when a page turns to Arabic. Keyed by MESSAGES' names, so a message renamed or removed in English fails the build
// here; the exact-text table is derived from it.
export const messagesArByKey: Record<MessageKey, string> = {
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

// Other messages a rule or the server gives, by their English text: the credentials' fields, the back office's notes,
// and the offer composer's rules (shared/src/backoffice/offers.ts OFFER_MESSAGES; the texts with a limit in them are
// patterns below, so a changed limit still reads in Arabic).
const otherMessages: Record<string, string> = {
  'Invalid Secret Key': 'المفتاح السري (Secret Key) غير صالح',
  'Invalid Client ID': 'معرّف العميل (Client ID) غير صالح',
  'Please write a note.': 'يرجى كتابة ملاحظة.',
  'Describe the asset or commodity bought for the applicant (3 to 500 characters).':
    'صِف الأصل أو السلعة التي تم شراؤها لصالح مقدّم الطلب (من 3 إلى 500 حرف).',
  'Choose a currency with cents (a three-letter ISO 4217 code such as USD).':
    'اختر عملة ذات وحدات جزئية (رمز ISO 4217 من ثلاثة أحرف مثل USD).',
  'The cost price must be a whole number of cents, more than zero.':
    'يجب أن يكون سعر التكلفة عددًا صحيحًا من السنتات أكبر من صفر.',
  'The profit must be a whole number of cents, zero or more.':
    'يجب أن يكون الربح عددًا صحيحًا من السنتات، صفرًا أو أكثر.',
  'This amount is larger than an offer can be.': 'هذا المبلغ يتجاوز الحد الأقصى لقيمة العرض.',
  'Choose equal monthly instalments or a revenue-linked share.':
    'اختر أقساطًا شهرية متساوية أو حصة مرتبطة بالإيرادات.',
  'The revenue share must be from 0.01% to 100% (1 to 10000 basis points).':
    'يجب أن تتراوح حصة الإيرادات بين 0.01% و100% (من 1 إلى 10000 نقطة أساس).',
  'Give the expected monthly revenue (in cents, more than zero) for a revenue-linked schedule.':
    'أدخل الإيرادات الشهرية المتوقعة (بالسنتات، أكبر من صفر) لجدول السداد المرتبط بالإيرادات.',
  'At this share of the expected revenue the sale price would not be paid by the last month: raise the share or the tenure.':
    'بهذه الحصة من الإيرادات المتوقعة لن يُسدَّد سعر البيع بحلول الشهر الأخير: ارفع الحصة أو مدة التمويل.',
  'Dates are calendar dates written YYYY-MM-DD.': 'تُكتب التواريخ بالتقويم الميلادي بالصيغة YYYY-MM-DD.',
  'The charity donation per late instalment must be a whole number of cents, more than zero.':
    'يجب أن يكون مبلغ التبرع الخيري عن كل قسط متأخر عددًا صحيحًا من السنتات أكبر من صفر.',
  'Say why the offer goes back to review.': 'اذكر سبب إعادة العرض إلى المراجعة.',
};

export const messagesAr: MessageCatalogue = {
  exact: {
    ...otherMessages,
    ...Object.fromEntries(
      (Object.keys(messagesArByKey) as MessageKey[]).map((key) => [MESSAGES[key], messagesArByKey[key]]),
    ),
  },
  patterns: [
    [/^This field should be at least (\d+) characters long$/, 'يجب ألا يقل طول هذا الحقل عن $1 أحرف'],
    [/^The maximum length allowed is (\d+)$/, 'الحد الأقصى للطول المسموح به هو $1'],
    [/^Please choose at most (\d+)\.$/, 'يرجى اختيار $1 كحد أقصى.'],
    [
      /^Uploaded file should contain at least (\d+) columns$/,
      'يجب أن يحتوي الملف المرفوع على $1 أعمدة على الأقل',
    ],
    [/^A note can be at most (\d+) characters\.$/, 'يجب ألا تتجاوز الملاحظة $1 حرف.'],
    [
      /^The tenure must be a whole number of months from 1 to (\d+)\.$/,
      'يجب أن تكون مدة التمويل عددًا صحيحًا من الأشهر من 1 إلى $1.',
    ],
    [
      /^The offer must be valid until a date after today, at most (\d+) days ahead\.$/,
      'يجب أن يكون العرض ساريًا حتى تاريخ بعد اليوم، على ألا يتجاوز $1 يومًا من الآن.',
    ],
    [
      /^The first instalment must fall after the offer’s validity date, within (\d+) days of it\.$/,
      'يجب أن يحل موعد القسط الأول بعد تاريخ انتهاء صلاحية العرض، وخلال $1 يومًا منه.',
    ],
    [/^Invalid (.+)$/, '$1 غير صالح'],
  ],
};
