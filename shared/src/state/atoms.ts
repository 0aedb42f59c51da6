import { atom } from 'jotai';
import type { UserStatus } from '../api/types';
import type { FinancialFiles } from '../schemas/documents';
import type { EligibilityStepOne, EligibilityStepTwoInput } from '../schemas/eligibility';
import type { LoginData } from '../schemas/registration';
import type { CalculationMethod, CsvIndustry } from '../schemas/transactions';
import type { TransactionSystemType } from '../routing/rules';

// One atom per client-state item of spec section 3, all living in the one `store`.

/** Industry chosen for the CSV upload; sets the expected column order. */
export const selectedIndustryAtom = atom<CsvIndustry | null>(null);
/** Calculation method of the CSV upload (SAAS: No refund / Forward deduction; otherwise Standard). */
export const selectedMethodAtom = atom<CalculationMethod | null>(null);
/** The transaction CSV picked on /subscriptions/file, read again by the mapping screen. */
export const uploadedFileAtom = atom<File | null>(null);
/** Storage key (upload-link timestamp) of the uploaded CSV, sent with custom-upload. */
export const dataKeyAtom = atom<string | null>(null);
/** Mapping columns grouped by target (drag-and-drop containers), keyed by group id. */
export const groupsAtom = atom<Record<string, string[]>>({});
export const userNameAtom = atom<string>('');
/** '' while unknown; the help form then asks for an e-mail. */
export const userEmailAtom = atom<string>('');
/** Step one as validated when NEXT was pressed. */
export const stepOneAtom = atom<EligibilityStepOne | null>(null);
/** Step two as typed; BACK saves it unfinished. */
export const stepTwoAtom = atom<Partial<EligibilityStepTwoInput> | null>(null);
/** eligibility_step.ARRYearlyRevenue from check-user or the update answer. */
export const arrRevenueAtom = atom<number | null>(null);
/** Registration payload, kept for resend, new-application and email-token. */
export const loginDataAtom = atom<LoginData | null>(null);
/** Name typed for an "Other" transaction system. */
export const otherSystemAtom = atom<string>('');
export const homeVisitedAtom = atom<boolean>(false);
/** E-mail-action token returned by register for an existing user. */
export const loginEmailTokenAtom = atom<string | null>(null);
/** A registration call is in flight. */
export const queryingAtom = atom<boolean>(false);
/** Monthly-accounts row → sheet row mapping. */
export const monthlyMappingAtom = atom<Record<string, string>>({});
/** Documents read so far, by document key. */
export const financialDataAtom = atom<Partial<FinancialFiles>>({});
export const onboardingIdAtom = atom<number | null>(null);
/** Transaction systems the applicant connected (systemType values). */
export const systemTypesAtom = atom<string[]>([]);
export const eligibleCompletedAtom = atom<boolean>(false);
export const connectSystemCompletedAtom = atom<boolean>(false);
export const uploadDocumentsCompletedAtom = atom<boolean>(false);
export const foundedCompletedAtom = atom<boolean>(false);
export const accessDeniedAccountingAtom = atom<boolean>(false);
/** Show the /accounting success modal once after a subscription upload or connect. */
export const successModalFlagAtom = atom<boolean>(false);
export const transactionSystemTypeAtom = atom<TransactionSystemType>(null);

/** Last check-user answer. */
export const userStatusAtom = atom<UserStatus | null>(null);
/** A call is in flight (full-page spinner); always cleared after the call. */
export const loadingAtom = atom<boolean>(false);
