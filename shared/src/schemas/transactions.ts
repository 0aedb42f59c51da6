import { z } from 'zod';
import {
  MAX_CSV_BYTES,
  MAX_MAPPED_COLUMNS,
  MIN_CSV_COLUMNS_OTHER,
  MIN_CSV_COLUMNS_SAAS,
  PAYPAL_FIELD_MIN_EXCLUSIVE,
  SECRET_KEY_MIN_LENGTH,
  SECRET_KEY_PREFIX,
} from '../constants/limits';
import { MESSAGES, csvColumnsMessage, invalidFieldMessage } from '../constants/messages';
import { hasExtension, requiredText } from './common';

export { MAX_CSV_BYTES };

// ---- transaction systems (credentials) ----

export type ProviderId = 'stripe' | 'paypal' | 'tap';
export type SystemType = 'STRIPE' | 'PAYPAL' | 'TAP';

export const TRANSACTION_PROVIDERS = [
  { id: 'stripe', systemType: 'STRIPE', name: 'Stripe', kind: 'card' },
  { id: 'paypal', systemType: 'PAYPAL', name: 'PayPal', kind: 'wallet' },
  { id: 'tap', systemType: 'TAP', name: 'Tap', kind: 'card' },
] as const satisfies readonly { id: ProviderId; systemType: SystemType; name: string; kind: string }[];

export const PROVIDER_IDS = TRANSACTION_PROVIDERS.map((p) => p.id) as ProviderId[];

export function isProviderId(id: unknown): id is ProviderId {
  return typeof id === 'string' && (PROVIDER_IDS as string[]).includes(id);
}

/** Names used in the "Invalid {field}" message. */
export const CREDENTIAL_FIELD_LABELS = { secretKey: 'Secret Key', clientId: 'Client ID' } as const;

/** Fields each provider's form shows, in order. */
export const PROVIDER_FIELDS: Record<ProviderId, readonly ('clientId' | 'secretKey')[]> = {
  stripe: ['secretKey'],
  paypal: ['clientId', 'secretKey'],
  tap: ['secretKey'],
};

const INVALID_SECRET_KEY = invalidFieldMessage(CREDENTIAL_FIELD_LABELS.secretKey);
const INVALID_CLIENT_ID = invalidFieldMessage(CREDENTIAL_FIELD_LABELS.clientId);

export function isValidLiveSecretKey(key: string): boolean {
  return key.length >= SECRET_KEY_MIN_LENGTH && key.startsWith(SECRET_KEY_PREFIX);
}

export function isValidPaypalField(value: string): boolean {
  return value.length > PAYPAL_FIELD_MIN_EXCLUSIVE;
}

// Keys are pasted; surrounding whitespace is never part of one. An empty value is simply invalid.
const credential = (message: string, valid: (v: string) => boolean) =>
  z.string({ error: message }).trim().refine(valid, message);

export type Credentials = { secretKey: string; clientId?: string };

/** The credentials form of /subscriptions/:id. */
export function credentialsSchema(id: ProviderId): z.ZodType<Credentials, Credentials> {
  if (id === 'paypal') {
    return z.object({
      secretKey: credential(INVALID_SECRET_KEY, isValidPaypalField),
      clientId: credential(INVALID_CLIENT_ID, isValidPaypalField),
    });
  }
  // Only PayPal has a client id; one sent for another provider is dropped.
  return z.object({ secretKey: credential(INVALID_SECRET_KEY, isValidLiveSecretKey) });
}

/** PATCH /onboarding/onboarding-update `transactions_step`; systemName is matched without case. */
export const transactionsStepSchema = z
  .object({
    systemName: z
      .string({ error: MESSAGES.required })
      .trim()
      .toUpperCase()
      .pipe(z.enum(['STRIPE', 'PAYPAL', 'TAP'], { error: MESSAGES.invalidOption })),
    secretKey: z.string({ error: INVALID_SECRET_KEY }).trim(),
    clientId: z.string({ error: INVALID_CLIENT_ID }).trim().optional(),
  })
  .superRefine((step, ctx) => {
    if (step.systemName === 'PAYPAL') {
      if (!isValidPaypalField(step.secretKey))
        ctx.addIssue({ code: 'custom', path: ['secretKey'], message: INVALID_SECRET_KEY });
      if (!isValidPaypalField(step.clientId ?? ''))
        ctx.addIssue({ code: 'custom', path: ['clientId'], message: INVALID_CLIENT_ID });
    } else if (!isValidLiveSecretKey(step.secretKey)) {
      ctx.addIssue({ code: 'custom', path: ['secretKey'], message: INVALID_SECRET_KEY });
    }
  })
  .transform((step) =>
    step.systemName === 'PAYPAL' ? step : { systemName: step.systemName, secretKey: step.secretKey },
  );

export type TransactionsStep = z.output<typeof transactionsStepSchema>;
export type TransactionsStepInput = z.input<typeof transactionsStepSchema>;

// ---- CSV upload ----

export const CSV_INDUSTRIES = [
  { code: 'SAAS', name: 'SAAS' },
  { code: 'MARKETPLACE', name: 'Marketplace' },
] as const;

export type CsvIndustry = (typeof CSV_INDUSTRIES)[number]['code'];

/** Required columns per industry, in the order the mapping expects them. */
export const CSV_COLUMNS = {
  SAAS: ['customer_id', 'amount', 'start_date', 'period'],
  MARKETPLACE: ['customer_id', 'date', 'gmv', 'take'],
} as const satisfies Record<CsvIndustry, readonly string[]>;

export type CsvColumn = (typeof CSV_COLUMNS)[CsvIndustry][number];

/** The column holding dates, whose values the mapping checks. */
export const CSV_DATE_COLUMN: Record<CsvIndustry, CsvColumn> = { SAAS: 'start_date', MARKETPLACE: 'date' };

/** The narrow-screen mapping form sends these keys; they mean the canonical columns. */
export const CSV_COLUMN_ALIASES: Readonly<Record<string, CsvColumn>> = {
  'Unique customer ID': 'customer_id',
  Period: 'period',
  Amount: 'amount',
  GVM: 'gmv',
  takeRate: 'take',
};

/** Example row shown under the required columns (and written into the template). */
export const CSV_EXAMPLE_ROWS: Record<CsvIndustry, Record<string, string>> = {
  SAAS: { customer_id: 'CUS-0001', amount: '1200.00', start_date: '2024-01-15', period: '12' },
  MARKETPLACE: { customer_id: 'CUS-0001', date: '2024-01-15', gmv: '5400.00', take: '540.00' },
};

/** CSV template (header and example row) for the download link. */
export function csvTemplate(industry: CsvIndustry): string {
  const columns = CSV_COLUMNS[industry];
  const example = CSV_EXAMPLE_ROWS[industry];
  return `${columns.join(',')}\n${columns.map((c) => example[c]).join(',')}\n`;
}

export const CALCULATION_METHODS = {
  SAAS: ['No refund', 'Forward deduction'],
  MARKETPLACE: ['Standard'],
} as const satisfies Record<CsvIndustry, readonly string[]>;

export type CalculationMethod = (typeof CALCULATION_METHODS)[CsvIndustry][number];

export function minCsvColumns(industry: CsvIndustry | string): number {
  return industry === 'SAAS' ? MIN_CSV_COLUMNS_SAAS : MIN_CSV_COLUMNS_OTHER;
}

/** Check a picked CSV file before parsing it: the spec's message, or null. */
export function checkCsvFile(file: { name: string; size: number; type?: string }): string | null {
  if (!hasExtension(file.name, ['csv']) && file.type !== 'text/csv') return MESSAGES.csvType;
  if (file.size > MAX_CSV_BYTES) return MESSAGES.csvTooLarge;
  return null;
}

/** After parsing the header: the column-count message, or null. */
export function checkCsvColumnCount(industry: CsvIndustry | string, columnCount: number): string | null {
  const min = minCsvColumns(industry);
  return columnCount < min ? csvColumnsMessage(min) : null;
}

/**
 * The mapping's date check: at least 3 characters that parse as a date. An empty value passes
 * here (the caller lists it as "Empty field" among the offending values, spec section 5).
 */
export function isValidCsvDate(value: string): boolean {
  const v = value.trim();
  if (v === '') return true;
  return v.length >= 3 && !Number.isNaN(Date.parse(v));
}

/** Canonical column → CSV header, whichever key set (desktop or narrow form) was used. */
export function normalizeColumnMapping(mapping: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, header] of Object.entries(mapping)) out[CSV_COLUMN_ALIASES[key] ?? key] = header;
  return out;
}

/** The mapping rule of spec 5: every required field chosen, no column chosen twice. */
export function checkColumnMapping(industry: CsvIndustry, mapping: Record<string, string>): string | null {
  const normalized = normalizeColumnMapping(mapping);
  const chosen = CSV_COLUMNS[industry].map((c) => normalized[c]?.trim() ?? '');
  if (chosen.some((h) => h === '')) return MESSAGES.mappingAllRequired;
  if (new Set(chosen).size !== chosen.length) return MESSAGES.mappingColumnOnce;
  return null;
}

/** POST /onboarding/custom-upload (after the CSV went to storage through the upload link). */
export const customUploadSchema = z
  .object({
    version: z.literal('1.0', { error: MESSAGES.invalidOption }),
    col_mapping: z
      .record(z.string().max(100), z.string().max(255), { error: MESSAGES.mappingAllRequired })
      .refine((m) => Object.keys(m).length <= MAX_MAPPED_COLUMNS, MESSAGES.mappingAllRequired),
    industry: z.enum(['SAAS', 'MARKETPLACE'], { error: MESSAGES.industryRequired }),
    calculation_metod: z.enum(['No refund', 'Forward deduction', 'Standard'], {
      error: MESSAGES.invalidOption,
    }),
    system_name: requiredText({ max: 100 }),
    skip_validation: z.boolean().default(false),
    timestamp: z
      .union([z.string(), z.number()], { error: MESSAGES.required })
      .transform((t) => String(t).trim())
      .pipe(z.string().min(1, MESSAGES.required).max(100)),
  })
  .superRefine((payload, ctx) => {
    const mappingError = checkColumnMapping(payload.industry, payload.col_mapping);
    if (mappingError) ctx.addIssue({ code: 'custom', path: ['col_mapping'], message: mappingError });
    if (!(CALCULATION_METHODS[payload.industry] as readonly string[]).includes(payload.calculation_metod)) {
      ctx.addIssue({ code: 'custom', path: ['calculation_metod'], message: MESSAGES.invalidOption });
    }
  });

export type CustomUploadPayload = z.input<typeof customUploadSchema>;
export type CustomUpload = z.output<typeof customUploadSchema>;
