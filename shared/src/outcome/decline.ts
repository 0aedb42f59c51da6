// Why an application was declined at eligibility, as the applicant is told it: a category in words per rule of the
// policy (the server maps each rule to its category, server/src/eligibility/outcome.ts), never the rule's code or
// threshold. The words live here once, for the email, the /ineligible screen and the dashboard, in both languages.

export const DECLINE_CATEGORIES = [
  'revenue',
  'runway',
  'age',
  'sector',
  'country',
  'stage',
  'amount',
  'coolingOff',
] as const;
export type DeclineCategory = (typeof DECLINE_CATEGORIES)[number];

export const DECLINE_CATEGORY_TEXTS = {
  en: {
    revenue: 'Annual revenue below our minimum',
    runway: 'Cash runway shorter than our minimum',
    age: 'Business incorporated too recently',
    sector: 'A kind of business we do not finance',
    country: 'A country of incorporation we do not serve',
    stage: 'A company stage we do not finance',
    amount: 'The amount we could offer is below our minimum',
    coolingOff: 'An earlier application was declined recently',
  },
  ar: {
    revenue: 'إيرادات سنوية أقل من الحد الأدنى لدينا',
    runway: 'مدة سيولة نقدية أقصر من الحد الأدنى لدينا',
    age: 'تأسيس الشركة حديث جدًا',
    sector: 'نوع نشاط لا نموّله',
    country: 'بلد تأسيس لا نخدمه',
    stage: 'مرحلة شركة لا نموّلها',
    amount: 'المبلغ الذي يمكننا تقديمه أقل من الحد الأدنى لدينا',
    coolingOff: 'رُفض طلب سابق لك مؤخرًا',
  },
} as const satisfies Record<'en' | 'ar', Record<DeclineCategory, string>>;

/** The day a new application can be decided (YYYY-MM-DD), written out in `locale`: read in UTC, as the server set it. */
export function formatDecisionDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
