import { withHttps, type EligibilityStepOne, type EligibilityStepOneInput } from '@onboarding/shared/schemas';

/** Step one as the form holds it: the website without its prefix, the date as the month picker's "yyyy-MM". */
export type StepOneForm = Partial<EligibilityStepOneInput>;

/** "yyyy-MM" of a stored ISO date-time (the first of the month, UTC, as the month picker's value became). */
export function monthOfIsoDate(iso: string | undefined | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The website as typed after the fixed https:// prefix: a scheme typed or pasted in front is dropped. */
export function withoutScheme(text: string): string {
  return text.replace(/^\s*https?:\/\//i, '');
}

/** The form's starting values: step one as last stored (check-user after a reload, or NEXT earlier on). */
export function stepOneFormValues(saved: EligibilityStepOne | null): StepOneForm {
  if (!saved)
    return {
      businessName: '',
      businessWebsite: '',
      dateOfIncorporation: '',
      placeOfOperation: [],
      businessType: [],
      countryOfIncorporation: '',
    };
  return {
    businessName: saved.businessName,
    businessWebsite: withoutScheme(saved.businessWebsite),
    dateOfIncorporation: monthOfIsoDate(saved.dateOfIncorporation),
    placeOfOperation: saved.placeOfOperation.map(({ name, code }) => ({ name, code })),
    businessType: saved.businessType.map(({ name, code }) => ({ name, code })),
    countryOfIncorporation: saved.countryOfIncorporation,
    companyStage: saved.companyStage,
  };
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** NEXT is enabled once every field has something in it (spec section 5); the rules are checked on NEXT. */
export function stepOneFilled(values: StepOneForm): boolean {
  return (
    !blank(values.businessName) &&
    !blank(values.businessWebsite) &&
    !blank(values.dateOfIncorporation) &&
    (values.placeOfOperation?.length ?? 0) > 0 &&
    (values.businessType?.length ?? 0) > 0 &&
    !blank(values.countryOfIncorporation) &&
    !blank(values.companyStage)
  );
}

/** The draft saved on NEXT: the validated step one, its website with the https:// prefix as the server keeps it. */
export function stepOneDraft(one: EligibilityStepOne): Record<string, unknown> {
  return { ...one, businessWebsite: withHttps(one.businessWebsite) };
}
