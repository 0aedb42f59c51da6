import { z } from 'zod';
import { DEFAULT_APPLICATION_ID, MAX_EXCEL_BYTES, MAX_MAPPED_COLUMNS } from '../constants/limits';
import { MESSAGES } from '../constants/messages';
import { hasExtension, inlineFile, requiredText } from './common';
import { EXCEL_EXTENSIONS } from './documents';

import { ACCOUNTING_SYSTEMS, type AccountingSystemId } from '../constants/accountingSystems';

// The list itself is a constant (the shell's journey panel names the systems on the first page, without zod).
export { ACCOUNTING_SYSTEMS, MAX_EXCEL_BYTES, type AccountingSystemId };
export const ACCOUNTING_SYSTEM_IDS = ACCOUNTING_SYSTEMS.map((s) => s.id) as [
  AccountingSystemId,
  ...AccountingSystemId[],
];

/** Rows of the monthly management accounts the applicant maps, in order. */
export const MONTHLY_ROWS = [
  'Dates',
  'Revenues',
  'CoGS',
  'R&D',
  'S&M',
  'G&A (all others)',
  'Salaries',
] as const;
export type MonthlyRow = (typeof MONTHLY_ROWS)[number];

/** Check a picked monthly-accounts file before reading it: the spec's message, or null. */
export function checkExcelFile(file: { name: string; size: number }): string | null {
  if (!hasExtension(file.name, EXCEL_EXTENSIONS)) return MESSAGES.monthlyInvalidType;
  if (file.size > MAX_EXCEL_BYTES) return MESSAGES.documentTooLarge;
  return null;
}

/** An Excel workbook sent inline as { name, content: data URL }. */
export const excelFileSchema = inlineFile({
  maxBytes: MAX_EXCEL_BYTES,
  tooLargeMessage: MESSAGES.documentTooLarge,
  extensions: EXCEL_EXTENSIONS,
  extensionMessage: MESSAGES.monthlyInvalidType,
});
export type ExcelFile = z.input<typeof excelFileSchema>;

/** POST /onboarding/utils/excel-sheets. */
export const excelSheetsSchema = z.object({ file: excelFileSchema });
/** POST /onboarding/utils/excel-sheet-rows. */
export const excelSheetRowsSchema = z.object({
  sheetName: requiredText({ max: 255 }),
  file: excelFileSchema,
});

const mappingValue = z.union([z.string().max(255), z.number()]);

/** POST /onboarding/accounting-upload. */
export const accountingUploadSchema = z
  .object({
    mappingData: z.object({
      name: requiredText({ max: 100 }),
      fileName: requiredText({ max: 255 }),
      // Empty when the applicant submits without choosing a sheet ("submit and skip mapping").
      selectedSheet: z.string().max(255).nullish(),
      /** The workbook as a data URL. */
      file: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
      isMapping: z.boolean().default(false),
    }),
    columnMapping: z
      .record(z.string().max(100), mappingValue.nullable())
      .refine((m) => Object.keys(m).length <= MAX_MAPPED_COLUMNS, MESSAGES.invalidOption)
      .default({}),
  })
  .superRefine((body, ctx) => {
    const { mappingData, columnMapping } = body;
    const file = excelFileSchema.safeParse({ name: mappingData.fileName, content: mappingData.file });
    if (!file.success) {
      const issue = file.error.issues[0];
      const field = issue.path[0] === 'name' ? 'fileName' : 'file';
      ctx.addIssue({ code: 'custom', path: ['mappingData', field], message: issue.message });
    }
    if (mappingData.isMapping && mappingData.selectedSheet) {
      const missing = MONTHLY_ROWS.some((row) => {
        const v = columnMapping[row];
        return v === undefined || v === null || String(v).trim() === '';
      });
      if (missing)
        ctx.addIssue({ code: 'custom', path: ['columnMapping'], message: MESSAGES.mappingAllRequired });
    }
  });

export type AccountingUploadPayload = z.input<typeof accountingUploadSchema>;
export type AccountingUpload = z.output<typeof accountingUploadSchema>;

// ---- OAuth connect (POST /oauth/code on the integration service) ----

/** A random 6-digit number used as OAuth `state`. */
export function oauthState(): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return 100_000 + (buf[0] % 900_000);
}

export const oauthSecretSchema = z.object({
  service_name: z
    .string({ error: MESSAGES.required })
    .trim()
    .toLowerCase()
    .pipe(z.enum(ACCOUNTING_SYSTEM_IDS, { error: MESSAGES.invalidOption })),
  application_id: z.coerce
    .number({ error: MESSAGES.required })
    .int()
    .positive()
    .default(DEFAULT_APPLICATION_ID),
  state: z
    .union([z.number(), z.string()], { error: MESSAGES.required })
    .transform((s) => String(s))
    .pipe(z.string().regex(/^\d{6}$/, MESSAGES.invalidOption)),
  token: requiredText(),
});

export const oauthCodeSchema = z.object({ secret: oauthSecretSchema });

export type OAuthSecret = z.input<typeof oauthSecretSchema>;

/** The `secret` of the connect call for a system, spec section 3. */
export function buildOAuthSecret(
  system: AccountingSystemId,
  onboardingId: number | null | undefined,
  token: string,
): { service_name: AccountingSystemId; application_id: number; state: number; token: string } {
  return {
    service_name: system,
    application_id: onboardingId ?? DEFAULT_APPLICATION_ID,
    state: oauthState(),
    token,
  };
}
