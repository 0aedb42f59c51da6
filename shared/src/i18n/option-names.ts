import { BUSINESS_TYPES } from '../constants/businessTypes';
import { COMPANY_STAGES } from '../constants/companyStages';
import { COMMON_NS, i18n } from './index';

// The one place that names an applicant's business types and company stage in a language: the eligibility
// form's lists, its review panel and the back office all read the `options` texts of the common namespace
// through these. An answer holds a business type's code, or its English name as older answers do; a stage's English
// name is its code.

/** A business type by its code or its English name, in `lng` (the page's language); what was given when unknown. */
export function businessTypeName(codeOrName: string, lng: string = i18n.language): string {
  const type = BUSINESS_TYPES.find((b) => b.code === codeOrName || b.name === codeOrName);
  if (!type) return codeOrName;
  return i18n.t(`options.businessTypes.${type.code}`, { ns: COMMON_NS, lng, defaultValue: type.name });
}

/** A company stage (its English name) in `lng` (the page's language); what was given when it is not a stage. */
export function companyStageName(stage: string, lng: string = i18n.language): string {
  if (!(COMPANY_STAGES as readonly string[]).includes(stage)) return stage;
  return i18n.t(`options.companyStages.${stage}`, { ns: COMMON_NS, lng, defaultValue: stage });
}
