import type { Translation } from '@onboarding/shared';
import type { uploadEn } from './texts';

// Arabic of the document inputs (loaded only when a page turns to Arabic).
const uploadAr: Translation<typeof uploadEn> = {
  documents: {
    StatementPreviousTwoYear: 'القوائم المالية السنوية المدققة لعام {{year}}',
    StatementPreviousOneYear: 'القوائم المالية السنوية المدققة لعام {{year}}',
    Registration: 'سجل الشركة القابضة',
    CapTable: 'جدول رأس المال (هيكل الملكية)',
    FundraisingSummary: 'ملخص جولات التمويل',
  },
  hints: {
    document: 'ملف PDF أو صورة أو مستند مكتبي، بحجم يصل إلى {{megabytes}} ميغابايت.',
    excel: 'ملف Excel (‎.xlsx أو ‎.xls)، بحجم يصل إلى {{megabytes}} ميغابايت.',
  },
  choose: 'اختر ملفًا',
  status: {
    chosen: 'جاهز للرفع',
    reading: 'جارٍ التجهيز…',
    uploading: 'جارٍ الرفع… {{percent}}',
    stored: 'تم الرفع',
    failedUpload: 'فشل الرفع.',
    failedRead: 'تعذّرت قراءة هذا الملف. اختره مرة أخرى.',
    refused: 'لم يُقبل هذا الملف. اختر ملفًا آخر.',
  },
  retry: 'إعادة المحاولة',
  retryLabel: 'إعادة محاولة رفع {{document}}',
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
};

export default uploadAr;
