import { ENGLISH_MONTH_NAMES } from '../calendar/financial-calendar';
import { MESSAGES, type MessageKey } from '../constants/messages';
import type { DASHBOARD_MESSAGES } from '../dashboard/schemas';
import type { MessageCatalogue } from './messages';

// The Arabic of the messages rules and the server give (in the register of a financial institution). Loaded only
// when a page turns to Arabic. Keyed by MESSAGES' names, so a message renamed or removed in English fails the build
// here; the exact-text table is derived from it.
export const messagesArByKey: Record<MessageKey, string> = {
  required: 'هذا الحقل مطلوب',
  invalidEmail: 'عنوان البريد الإلكتروني غير صالح',
  wrongNumber: 'رقم غير صحيح',
  nameOneLine: 'يرجى كتابة الاسم في سطر واحد.',
  directionCharacters: 'يرجى إزالة أحرف اتجاه النص غير المرئية.',
  captchaRequired: 'يرجى إكمال التحقق البشري',
  wrongWebsite: 'عنوان الموقع الإلكتروني للشركة غير صحيح',
  notANumber: 'يجب أن تكون القيمة رقمًا',
  negativeNumber: 'لا يمكن أن تكون القيمة سالبة',
  requestedAmountTooHigh: 'الحد الأقصى للمبلغ المسموح به هو 100,000,000',
  invalidDate: 'التاريخ غير صالح',
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
  mappingErrorText: "اكتشفنا بعض الأخطاء في عمود 'التاريخ' أثناء عملية المطابقة:",
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
  'Invalid Secret Key': 'المفتاح السري (\u2066Secret Key\u2069) غير صالح',
  'Invalid Client ID': 'معرّف العميل (\u2066Client ID\u2069) غير صالح',
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
  'Dates are calendar dates written YYYY-MM-DD.':
    'تُكتب التواريخ بالتقويم الميلادي بالصيغة \u2066YYYY-MM-DD\u2069.',
  'The charity donation per late instalment must be a whole number of cents, more than zero.':
    'يجب أن يكون مبلغ التبرع الخيري عن كل قسط متأخر عددًا صحيحًا من السنتات أكبر من صفر.',
  'Say why the offer goes back to review.': 'اذكر سبب إعادة العرض إلى المراجعة.',
};

// The server's refusals (server/src: plugins/errors.ts, lifecycle/*, staff/*, offers/offers.ts, excel/errors.ts,
// transactions/import-error.ts…), by their English text. One the server changes reads in English until updated here.
const serverMessages: Record<string, string> = {
  'Not found': 'غير موجود',
  'The request is too large.': 'الطلب كبير جدًا.',
  'Unsupported content type.': 'نوع المحتوى غير مدعوم.',
  'The request body is not valid JSON.': 'محتوى الطلب ليس بصيغة JSON صالحة.',
  'The request address is not valid.': 'عنوان الطلب غير صالح.',
  'Too many requests. Please wait a moment and try again.':
    'عدد الطلبات كبير جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  'Text must not contain control characters or broken characters.':
    'يجب ألا يحتوي النص على أحرف تحكم أو أحرف تالفة.',
  'This upload link has already been used.': 'تم استخدام رابط الرفع هذا من قبل.',
  // the applicant's journey
  'Please verify your email address first.': 'يرجى التحقق من عنوان بريدك الإلكتروني أولًا.',
  'Your application is already under review.': 'طلبك قيد المراجعة بالفعل.',
  'Please complete the eligibility check before uploading your documents.':
    'يرجى إكمال التحقق من الأهلية قبل رفع مستنداتك.',
  'Please complete the eligibility check before connecting your transaction system.':
    'يرجى إكمال التحقق من الأهلية قبل ربط نظام معاملاتك.',
  'Please complete the eligibility check before connecting your accounting system.':
    'يرجى إكمال التحقق من الأهلية قبل ربط نظامك المحاسبي.',
  'Please upload your documents first.': 'يرجى رفع مستنداتك أولًا.',
  'Please connect your transaction system first.': 'يرجى ربط نظام معاملاتك أولًا.',
  // uploaded files
  'The column mapping does not match the uploaded file.': 'مطابقة الأعمدة لا تتوافق مع الملف المرفوع.',
  'The uploaded file is not a readable CSV text file.': 'الملف المرفوع ليس ملف CSV نصيًا قابلًا للقراءة.',
  'None of the rows of the uploaded file could be read.': 'تعذّرت قراءة أي صف من صفوف الملف المرفوع.',
  'The first line of the uploaded file is not a CSV header row.':
    'السطر الأول من الملف المرفوع ليس صف عناوين CSV.',
  'The file could not be read. Please upload a valid Excel file (.xlsx, .xls).':
    'تعذّرت قراءة الملف. يرجى رفع ملف Excel صالح (‎.xlsx أو ‎.xls).',
  'The file is password-protected. Please upload it without a password.':
    'الملف محمي بكلمة مرور. يرجى رفعه دون كلمة مرور.',
  'The workbook is too large to process. Please remove unneeded sheets or data and try again.':
    'المصنف أكبر من أن تتم معالجته. يرجى حذف أوراق العمل أو البيانات غير الضرورية والمحاولة مرة أخرى.',
  'The workbook has too many cells. The maximum allowed is 500,000.':
    'يحتوي المصنف على عدد كبير جدًا من الخلايا. الحد الأقصى المسموح به هو 500,000.',
  'The workbook took too long to process. Please simplify it and try again.':
    'استغرقت معالجة المصنف وقتًا طويلًا جدًا. يرجى تبسيطه والمحاولة مرة أخرى.',
  'The selected sheet was not found in the file.': 'لم يتم العثور على ورقة العمل المحددة في الملف.',
  'The server is busy reading other files. Please try again in a moment.':
    'الخادم مشغول بقراءة ملفات أخرى. يرجى المحاولة مرة أخرى بعد لحظات.',
  // the back office
  'This request did not come from the back office.': 'لم يصدر هذا الطلب من المكتب الخلفي.',
  'Your role does not allow this.': 'دورك لا يسمح بذلك.',
  'Your role does not allow this action.': 'دورك لا يسمح بهذا الإجراء.',
  'An offer must be approved by someone other than the person who proposed it.':
    'يجب أن يعتمد العرضَ شخصٌ غير الشخص الذي اقترحه.',
  'There is no such case.': 'لا توجد حالة بهذا المعرّف.',
  'There is no such staff member.': 'لا يوجد موظف بهذا المعرّف.',
  'Choose the documents to upload again, or write a message (or both).':
    'اختر المستندات المطلوب رفعها مرة أخرى، أو اكتب رسالة (أو كليهما).',
  'Choose a reason for declining from the list.': 'اختر سبب الرفض من القائمة.',
  'Write down the applicant’s request to withdraw, in your words.': 'اكتب طلب مقدّم الطلب بالانسحاب، بأسلوبك.',
  'Only an approver can reassign a case or assign it to someone else.':
    'لا يمكن إلا للمعتمِد إعادة إسناد حالة أو إسنادها إلى شخص آخر.',
  'A case can only be assigned to an active reviewer or approver.':
    'لا يمكن إسناد الحالة إلا إلى مراجع أو معتمِد نشط.',
  'This case is closed and cannot be assigned.': 'هذه الحالة مغلقة ولا يمكن إسنادها.',
  'Please enter a valid email address.': 'يرجى إدخال عنوان بريد إلكتروني صالح.',
  'The role must be reviewer, approver or admin.': 'يجب أن يكون الدور مراجعًا أو معتمِدًا أو مسؤولًا.',
  'This email already has a staff account.': 'يوجد حساب موظف مسجَّل بهذا البريد الإلكتروني بالفعل.',
  'This link is not valid any more. Ask an administrator for a new invitation.':
    'لم يعد هذا الرابط صالحًا. اطلب دعوة جديدة من أحد المسؤولين.',
  'The code is not right. Enter the 6-digit code your authenticator app shows now.':
    'الرمز غير صحيح. أدخل الرمز المكوّن من 6 أرقام الذي يعرضه تطبيق المصادقة الآن.',
  'Open the link again to set up your authenticator first.':
    'افتح الرابط مرة أخرى لإعداد تطبيق المصادقة أولًا.',
  'The email, password or code is not right, or the account is locked for a while.':
    'البريد الإلكتروني أو كلمة المرور أو الرمز غير صحيح، أو أن الحساب مقفل مؤقتًا.',
  'This password is too easy to guess. Use a longer one, such as a few unrelated words.':
    'كلمة المرور هذه سهلة التخمين. استخدم كلمة أطول، مثل بضع كلمات لا رابط بينها.',
  'This password is one of the most commonly used passwords. Please choose another.':
    'كلمة المرور هذه من أكثر كلمات المرور شيوعًا. يرجى اختيار كلمة مرور أخرى.',
  'The password must not contain your email address or its name part.':
    'يجب ألا تحتوي كلمة المرور على عنوان بريدك الإلكتروني أو الجزء الخاص بالاسم منه.',
  // offers (server/src/offers/offers.ts)
  'There is no such offer version.': 'لا يوجد إصدار عرض بهذا الرقم.',
  'This offer version is not waiting for approval.': 'إصدار العرض هذا ليس بانتظار الاعتماد.',
  'You have already approved this offer version: another approver must give the second approval.':
    'لقد اعتمدت إصدار العرض هذا بالفعل: يجب أن يمنح معتمِد آخر الاعتماد الثاني.',
  'This offer version is no longer open: only the version being approved or sent can be returned.':
    'إصدار العرض هذا لم يعد مفتوحًا: لا يمكن إعادة إلا الإصدار قيد الاعتماد أو الإرسال.',
  'This offer version is not approved, so it cannot be sent.':
    'إصدار العرض هذا غير معتمَد، لذا لا يمكن إرساله.',
  'This offer’s validity date has passed: return it and propose a new version.':
    'انقضى تاريخ صلاحية هذا العرض: أعِده واقترح إصدارًا جديدًا.',
  'The offer letter is made when the offer is approved.': 'يُصدر خطاب العرض عند اعتماد العرض.',
};

// The applicant's dashboard: the contract's messages (shared/src/dashboard/schemas.ts DASHBOARD_MESSAGES), which
// the dashboard shows and the server sends alike, keyed by their English text: a text changed or added in English
// fails the build here.
type DashboardMessage = (typeof DASHBOARD_MESSAGES)[keyof typeof DASHBOARD_MESSAGES];
export const dashboardMessagesAr: Record<DashboardMessage, string> = {
  'If this address has an application with us, a sign-in link is on its way. It is valid for 15 minutes.':
    'إذا كان لهذا العنوان طلب لدينا، فإن رابط تسجيل الدخول في طريقه إليك. الرابط صالح لمدة 15 دقيقة.',
  'This sign-in link has expired or has already been used. Ask for a new one below.':
    'انتهت صلاحية رابط تسجيل الدخول هذا أو سبق استخدامه. اطلب رابطًا جديدًا أدناه.',
  'Please enter a valid email address.': 'يرجى إدخال عنوان بريد إلكتروني صالح.',
  'This offer has been withdrawn: it can no longer be accepted or declined.':
    'سُحب هذا العرض: لم يعد بالإمكان قبوله أو رفضه.',
  'Type your full name exactly as on your application to sign.':
    'للتوقيع، اكتب اسمك الكامل تمامًا كما ورد في طلبك.',
  'This offer has expired. Contact us if you would still like financing.':
    'انتهت صلاحية هذا العرض. تواصل معنا إذا كنت لا تزال ترغب في الحصول على التمويل.',
  'This offer has changed since you opened it. Please read the current version.':
    'تغيّر هذا العرض منذ أن فتحته. يرجى قراءة الإصدار الحالي.',
  'No information is requested on this application.': 'لا توجد معلومات مطلوبة بشأن هذا الطلب.',
  'Upload every document the reviewer asked for.': 'ارفع جميع المستندات التي طلبها المراجع.',
  'The reviewer did not ask for this document.': 'لم يطلب المراجع هذا المستند.',
  'Type DELETE to confirm.': 'اكتب \u2066DELETE\u2069 للتأكيد.',
};

// The dashboard's own refusals on the server (server/src/dashboard/read.ts DASHBOARD_SERVER_MESSAGES, the session's
// end in lib/http-error.ts, and the letter's download in offers/offers.ts), by their English text.
const dashboardServerMessages: Record<string, string> = {
  'There is no such application.': 'لا يوجد طلب بهذا المعرّف.',
  'There is no offer on this application.': 'لا يوجد عرض على هذا الطلب.',
  'This offer has already been answered.': 'تم الرد على هذا العرض بالفعل.',
  'Your session has expired. Please sign in again.': 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
  'The stored letter has changed since it was made.': 'تغيّر خطاب العرض المحفوظ منذ إصداره.',
};

// "This case is {status} and cannot be {verb}." (server/src/lifecycle/review.ts, LABEL and the rules' verbs).
const caseStatesAr: Record<string, string> = {
  submitted: 'مقدَّمة',
  'in review': 'قيد المراجعة',
  'waiting for information': 'بانتظار المعلومات',
  'waiting for an approver': 'بانتظار المعتمِد',
  approved: 'معتمَدة',
  'with the applicant': 'لدى مقدّم الطلب',
  accepted: 'مقبولة',
  declined: 'مرفوضة',
  withdrawn: 'مسحوبة',
};
const caseVerbsAr: Record<string, string> = {
  'taken into review': 'إدخالها في المراجعة',
  'sent a request for information': 'إرسال طلب معلومات بشأنها',
  'given more information': 'تزويدها بمعلومات إضافية',
  'proposed an offer': 'اقتراح عرض لها',
  'returned to review': 'إعادتها إلى المراجعة',
  approved: 'اعتمادها',
  'sent an offer': 'إرسال عرض لها',
  accepted: 'قبولها',
  'declined by the applicant': 'رفضها من قِبل مقدّم الطلب',
  declined: 'رفضها',
  withdrawn: 'سحبها',
};
const caseRefusals: Record<string, string> = Object.fromEntries(
  Object.entries(caseStatesAr).flatMap(([state, stateAr]) =>
    Object.entries(caseVerbsAr).map(([verb, verbAr]) => [
      `This case is ${state} and cannot be ${verb}.`,
      `هذه الحالة ${stateAr} ولا يمكن ${verbAr}.`,
    ]),
  ),
);

// The Gregorian month names as the Gulf writes them, in calendar order.
const ARABIC_MONTH_NAMES = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
] as const;

export const messagesAr: MessageCatalogue = {
  exact: {
    ...serverMessages,
    ...caseRefusals,
    ...otherMessages,
    ...dashboardServerMessages,
    ...dashboardMessagesAr,
    ...Object.fromEntries(
      (Object.keys(messagesArByKey) as MessageKey[]).map((key) => [MESSAGES[key], messagesArByKey[key]]),
    ),
  },
  patterns: [
    // The latest month of incorporation moves with the calendar: one pattern per month name.
    ...ENGLISH_MONTH_NAMES.map(
      (month, i) =>
        [
          new RegExp(`^Date of incorporation cannot be later than the end of ${month} (\\d{4})$`),
          `لا يمكن أن يكون تاريخ التأسيس بعد نهاية ${ARABIC_MONTH_NAMES[i]} $1`,
        ] as const,
    ),
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
    [/^The password must be at least (\d+) characters long\.$/, 'يجب ألا تقل كلمة المرور عن $1 حرفًا.'],
    [/^The password must be at most (\d+) characters long\.$/, 'يجب ألا تتجاوز كلمة المرور $1 حرفًا.'],
    [/^The file (.+) is not an accepted document type\.$/, 'الملف $1 ليس من أنواع المستندات المقبولة.'],
    [
      /^Row (\d+) of the uploaded file is longer than (\d+) MB, or a quoted field in it is never closed\.$/,
      'الصف $1 من الملف المرفوع يتجاوز $2 ميغابايت، أو يحتوي على حقل بين علامتي تنصيص لم يُغلق.',
    ],
    [/^Invalid (.+)$/, '$1 غير صالح'],
  ],
};
